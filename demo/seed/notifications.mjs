/**
 * Seeded notifications per username, in the order a server might keep them (oldest first: the
 * portal sorts). Times are relative to the seeding moment so the list always looks recent.
 * Ayşe has three unread ones (docs/api.md, "Demo data"), long and short, read and unread.
 */
const notificationPlans = {
  'ayse.yilmaz': [
    {
      id: 296,
      title: 'Hoş geldiniz!',
      message:
        'Öğrenci portalına hoş geldiniz. Kurslarınıza "Eğitim İçeriği" sayfasından ulaşabilir, video dersleri izleyebilir, PDF materyallerini okuyabilir ve deneme sınavlarına girebilirsiniz.',
      hoursAgo: 24 * 21,
      sended: true,
    },
    {
      id: 297,
      title: 'Kayıt yenileme dönemi',
      message:
        'Bahar dönemi kayıt yenileme işlemleri başladı. Devam etmek istediğiniz kurslar için kayıt yenileme formunu 15 Mart’a kadar sekreterliğe iletmeniz gerekiyor.\n\nBurslu öğrencilerimizin ayrıca not döküm belgesini eklemesi gerekmektedir. Sorularınız için ofis saatlerinde (hafta içi 09.00–17.00) bize ulaşabilirsiniz.',
      hoursAgo: 24 * 9,
      sended: true,
    },
    {
      id: 298,
      title: 'Planlı bakım',
      message: 'Cumartesi 02.00–04.00 arasında planlı bakım nedeniyle portala erişim kısa süreli kesilebilir.',
      hoursAgo: 24 * 5,
      sended: true,
    },
    {
      id: 299,
      title: 'Çevrimdışı video izleme',
      message:
        'Artık video dersleri cihazınıza indirip internet bağlantısı olmadan izleyebilirsiniz. Bir video dersini açın ve oynatıcının altındaki "Çevrimdışı izlemek için indir" seçeneğini kullanın. İndirme hakkınızı "Çevrimdışı videolar" sayfasında görebilirsiniz.',
      hoursAgo: 72,
      sended: true,
    },
    {
      id: 300,
      title: 'Ödev teslim tarihi yaklaşıyor',
      message:
        'Akademik Okuma ve Yazma dersindeki paragraf yazma ödevinin son teslim günü cuma. Ödevinizi en az 150 kelime olacak şekilde hazırlayın; giriş cümlesi, destekleyici cümleler ve sonuç cümlesi içermelidir.\n\nGeç teslim edilen ödevler değerlendirmeye alınmayacaktır. İyi çalışmalar!',
      hoursAgo: 26,
      sended: false,
    },
    {
      id: 301,
      title: 'Yeni deneme sınavı yayında',
      message:
        'YDS Deneme Sınavları kursuna "YDS Deneme Sınavı 2" eklendi. Sınav 80 sorudan oluşur ve 180 dakika sürer. Başarılar!',
      hoursAgo: 5,
      sended: false,
    },
    {
      id: 302,
      title: 'Canlı ders hatırlatması',
      message: 'Bugün "B1 Canlı Ders: Speaking Practice" dersiniz var. Bağlantıya ders sayfasından ulaşabilirsiniz.',
      hoursAgo: 1,
      sended: false,
    },
  ],
  'mehmet.demir': [
    {
      id: 306,
      title: 'Canlı ders saati değişti',
      message: 'A1 Başlangıç Seviyesi İngilizce canlı dersleri artık 19.00’da başlıyor.',
      hoursAgo: 48,
      sended: true,
    },
    {
      id: 307,
      title: 'Hoş geldiniz!',
      message: 'Öğrenci portalına hoş geldiniz. İlk canlı dersiniz bugün.',
      hoursAgo: 2,
      sended: false,
    },
  ],
};

const hour = 60 * 60 * 1000;

/** @returns {Array<{ id: number, title: string, message: string, createdOn: string, sended: boolean }>} */
export function seedNotifications(username, now = Date.now()) {
  return (notificationPlans[username] ?? []).map(({ hoursAgo, ...notification }) => ({
    ...notification,
    createdOn: new Date(now - hoursAgo * hour).toISOString(),
  }));
}
