/**
 * Seeded notifications per username, newest first. Times are relative to the seeding moment so the
 * list always looks recent.
 */
const notificationPlans = {
  'ayse.yilmaz': [
    {
      id: 301,
      title: 'Canlı ders hatırlatması',
      body: 'Bugün "B1 Canlı Ders: Speaking Practice" dersiniz var. Bağlantıya ders sayfasından ulaşabilirsiniz.',
      hoursAgo: 1,
      read: false,
    },
    {
      id: 302,
      title: 'Yeni deneme sınavı yayında',
      body: 'YDS Deneme Sınavları kursuna "YDS Deneme Sınavı 2" eklendi. Başarılar!',
      hoursAgo: 5,
      read: false,
    },
    {
      id: 303,
      title: 'Ödev teslim tarihi yaklaşıyor',
      body: 'Akademik Okuma ve Yazma dersindeki paragraf yazma ödevinin son teslim günü cuma.',
      hoursAgo: 26,
      read: false,
    },
    {
      id: 304,
      title: 'Hoş geldiniz!',
      body: 'Öğrenci portalına hoş geldiniz. Kurslarınıza "Eğitim İçeriği" sayfasından ulaşabilirsiniz.',
      hoursAgo: 72,
      read: true,
    },
    {
      id: 305,
      title: 'Planlı bakım',
      body: 'Cumartesi 02.00–04.00 arasında planlı bakım nedeniyle portala erişim kısa süreli kesilebilir.',
      hoursAgo: 120,
      read: true,
    },
  ],
  'mehmet.demir': [
    {
      id: 306,
      title: 'Hoş geldiniz!',
      body: 'Öğrenci portalına hoş geldiniz. İlk canlı dersiniz bugün.',
      hoursAgo: 2,
      read: false,
    },
    {
      id: 307,
      title: 'Canlı ders saati değişti',
      body: 'A1 Başlangıç Seviyesi İngilizce canlı dersleri artık 19.00’da başlıyor.',
      hoursAgo: 48,
      read: true,
    },
  ],
};

const hour = 60 * 60 * 1000;

/** @returns {Array<{ id: number, title: string, body: string, createdAt: string, read: boolean }>} */
export function seedNotifications(username, now = Date.now()) {
  return (notificationPlans[username] ?? []).map(({ hoursAgo, ...notification }) => ({
    ...notification,
    createdAt: new Date(now - hoursAgo * hour).toISOString(),
  }));
}
