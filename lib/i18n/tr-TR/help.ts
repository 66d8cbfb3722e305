import type { HelpMessages } from '../messages';

/** Turkish words of the help screen (questions and answers, the help request form). */
export const trTRHelp: HelpMessages = {
  help: {
    faqTitle: 'Sık sorulan sorular',
    searchLabel: 'Yanıtlarda ara',
    searchHint: 'Örneğin: sınav süresi, indirme, gece modu',
    results: { zero: 'Aramanıza uyan yanıt yok.', other: '{count} yanıt bulundu' },
    noResults: 'Başka kelimeler deneyin ya da aşağıdaki formla bize yazın.',
    faq: {
      signIn: {
        question: 'Nasıl giriş yaparım?',
        answer:
          'Ana sayfanın üstündeki “Giriş yap” düğmesini seçin. Okulun giriş sayfasına gidersiniz; orada giriş yaptıktan sonra kurslarınıza dönersiniz. Giriş için internet bağlantısı gerekir.',
      },
      sessionEnded: {
        question: 'Neden yeniden giriş yapmam isteniyor?',
        answer:
          'Oturumunuz bir süre sonra ya da doğrulanamadığında sona erer. “Yeniden giriş yap” seçeneğini seçin: indirdiğiniz videolar, sınav cevaplarınız ve gönderilmemiş değişiklikleriniz bu cihazda kalır.',
      },
      offlineVideos: {
        question: 'Videoları çevrimdışı nasıl izlerim?',
        answer:
          'Çevrimiçiyken bir video dersi açın ve oynatıcının altındaki “Çevrimdışı izlemek için indir” seçeneğini seçin. İndirilen videolar menüdeki “İndirilenler” bölümündedir ve bu cihazda, bu tarayıcıda bağlantı olmadan oynatılır.',
      },
      downloadRight: {
        question: 'İndirme hakkım nedir?',
        answer:
          'İndirdiğiniz her video bir indirme hakkınızı kullanır; kalan hakkınız oynatıcının altında gösterilir. Aynı videoyu yeniden indirmek ücretsizdir. Hakkınız kalmadığında okulunuzdan ek hak isteyin.',
      },
      examTiming: {
        question: 'Deneme sınavında süre nasıl işler?',
        answer:
          'Süre sınavı açtığınızda başlar ve sayfadan çıksanız da işlemeye devam eder; kalan süre üstteki geri sayımda görünür. 10 dakika ve 1 dakika kala uyarılırsınız; süre dolunca cevaplarınız otomatik olarak teslim edilir.',
      },
      examConnection: {
        question: 'Sınav sırasında bağlantım koparsa ne olur?',
        answer:
          'Cevaplamaya devam edin: cevaplarınız bu cihazda kaydedilir ve bağlantı gelince gönderilir; bu sırada süre dolsa bile. Cevaplar gönderilmeden tarayıcının verilerini silmeyin.',
      },
      nightMode: {
        question: 'Gece modunu nasıl açarım?',
        answer: 'Her sayfanın üstündeki gece modu düğmesini kullanın. Seçiminiz bu cihazda saklanır.',
      },
      language: {
        question: 'Dili nasıl değiştiririm?',
        answer: 'Her sayfanın üstündeki “Dil” listesinden English ya da Türkçe seçin. Seçiminiz bu cihazda saklanır.',
      },
    },
    formTitle: 'Yardım isteyin',
    formIntro:
      'Yanıtınızı bulamadınız mı? Bize yazın. Sorunu yeniden oluşturabilmemiz için cihaz bilgileriniz (sistem, tarayıcı ve sürümleri) de gönderilir.',
    subject: 'Konu',
    category: 'Kategori',
    chooseCategory: 'Bir kategori seçin',
    categories: {
      signIn: 'Giriş',
      videos: 'Video dersler',
      offlineVideos: 'Çevrimdışı videolar ve indirme',
      exams: 'Deneme sınavları',
      materials: 'PDF ve diğer materyaller',
      other: 'Diğer',
    },
    message: 'Mesaj',
    messageHint: 'Ne yaptınız, ne oldu, ne bekliyordunuz? En az {min} karakter.',
    screenshot: 'Ekran görüntüsü (isteğe bağlı)',
    screenshotHint: 'En fazla {size} boyutunda PNG, JPEG, WebP veya GIF görüntü.',
    removeScreenshot: 'Ekran görüntüsünü kaldır',
    errors: {
      subject: { required: 'Bir konu yazın.', tooLong: 'Konuyu en fazla {max} karaktere kısaltın.' },
      category: { required: 'Bir kategori seçin.' },
      message: {
        required: 'Sorununuzu anlatın.',
        tooShort: 'Sorunu anlayabilmemiz için en az {min} karakter yazın.',
        tooLong: 'Mesajı en fazla {max} karaktere kısaltın.',
      },
      screenshot: {
        notAnImage: 'Bir görüntü ekleyin: PNG, JPEG, WebP veya GIF.',
        tooLarge: 'Bu görüntü {size} boyutundan büyük. Daha küçük bir görüntü ekleyin.',
      },
    },
    send: 'Gönder',
    sending: 'Gönderiliyor…',
    sent: 'Teşekkürler. Mesajınız okula gönderildi.',
    sendFailed: 'Mesajınız gönderilemedi ({reason}). Mesajınız burada duruyor: lütfen tekrar deneyin.',
    offlineNote: 'Çevrimdışısınız. Mesajınızı şimdi yazıp gönderebilirsiniz: bağlantı gelince gönderilecek.',
    queued: 'Çevrimdışısınız. Mesajınız bağlantı gelince gönderilecek.',
    queueFailed:
      'Mesajınız daha sonra gönderilmek üzere bu cihazda saklanamadı. Ekran görüntüsünü kaldırın ya da çevrimiçi olduğunuzda gönderin.',
    draftKept: 'Taslağınız gönderene kadar bu cihazda saklanır.',
    discard: 'Taslağı sil',
    discardTitle: 'Bu taslak silinsin mi?',
    discardBody: 'Yazdığınız konu, kategori ve mesaj silinecek.',
    discardConfirm: 'Sil',
    keepWriting: 'Yazmaya devam et',
  },
};
