/**
 * Seeded enrollments: realistic courses of a Turkish language school. Ids are unique per kind
 * across both students: courses 101.., sections 1001.., topics 5001.., materials 9001..,
 * enrollments 201.. The array order differs from the courseRef order on purpose: the portal sorts
 * by courseRef, and the tests must be able to see that it does.
 */
import { examPapers } from './exams/exam-materials.mjs';

/**
 * The demo media (demo/media/, served by the API under /media/). URLs are relative to the API base
 * URL, so they work on any port. Every video is one of two short clips, so `duration` is the
 * clip's.
 */
const hlsClip = {
  url: '/media/hls/lesson-1/master.m3u8',
  duration: 12,
  captions: [
    { src: '/media/captions/lesson-1.en.vtt', srclang: 'en', label: 'English', default: true },
    { src: '/media/captions/lesson-1.tr.vtt', srclang: 'tr', label: 'Türkçe' },
  ],
};
const mp4Clip = {
  url: '/media/mp4/lesson-2.mp4',
  duration: 8,
  captions: [{ src: '/media/captions/lesson-2.en.vtt', srclang: 'en', label: 'English', default: true }],
};
const unitSheet = '/media/pdf/unit-1.pdf';
const readingText = '/media/pdf/reading-1.pdf';
const codingExercise = '/media/code4edu/exercise-1.html';

const video = (id, name, clip, { guestShared = false } = {}) => ({
  id,
  name,
  type: 'video',
  ...clip,
  guestShared,
});
const pdf = (id, name, url, { downloadable = true } = {}) => ({ id, name, type: 'pdf', url, downloadable });
// startTime and duration depend on the request time: added when answering (zoom-meetings.mjs).
const zoom = (id, name, meeting) => ({ id, name, type: 'zoom', url: `https://zoom.us/j/${meeting}` });
const code4edu = (id, name) => ({ id, name, type: 'code4edu', url: codingExercise });
// questionCount: the paper's (0 for the exams the demo has no paper for, exam-materials.mjs);
// opensInDays: an exam not open yet, its startTime that many days after the server started.
const exam = (id, name, duration, { opensInDays } = {}) => ({
  id,
  name,
  type: 'exam',
  duration,
  questionCount: examPapers[id]?.questionCount ?? 0,
  ...(opensInDays === undefined ? {} : { startTime: new Date(Date.now() + opensInDays * 86_400_000).toISOString() }),
});
// Reading texts are licensed for reading in the portal only.
const viewOnly = { downloadable: false };

const topics = (list) => list.map(([id, name, materials], index) => ({ id, name, order: index + 1, materials }));
const sections = (list) =>
  list.map(([id, name, topicList], index) => ({ id, name, order: index + 1, courseTopics: topics(topicList) }));

const course = ({ id, name, courseRef, type, description, content }) => ({
  id,
  name,
  courseRef,
  courseType: { name: type },
  description,
  imagePath: null,
  courseSections: sections(content),
});

const generalEnglish = 'Genel İngilizce';
const academicEnglish = 'Akademik İngilizce';
const ydsExam = 'E-YDS Deneme Sınavı';
const yokdilExam = 'E-Yökdil Deneme Sınavı';

const b1 = course({
  id: 101,
  name: 'B1 Orta Seviye İngilizce',
  courseRef: 3,
  type: generalEnglish,
  description: 'Günlük hayatta akıcı iletişim için orta seviye dil bilgisi, kelime ve konuşma pratiği.',
  content: [
    [
      1001,
      'Ünite 1: Günlük Hayat ve Alışkanlıklar',
      [
        [
          5001,
          'Present Simple ve Present Continuous',
          [
            video(9001, 'Konu Anlatımı: Present Simple ve Present Continuous', hlsClip, { guestShared: true }),
            pdf(9002, 'Alıştırma Föyü – Ünite 1', unitSheet),
          ],
        ],
        [
          5002,
          'Kelime Bilgisi: Ev ve Aile',
          [video(9003, 'Vocabulary: Home and Family', mp4Clip), code4edu(9004, 'Etkileşimli Kelime Oyunu')],
        ],
        [
          5003,
          'Canlı Ders: Kendini Tanıtma',
          [
            zoom(9048, 'Canlı Ders – Tanışma Oturumu', '8123456706'),
            zoom(9005, 'Canlı Ders – Speaking Practice', '8123456701'),
          ],
        ],
      ],
    ],
    [
      1002,
      'Ünite 2: Geçmiş Zamanlar',
      [
        [
          5004,
          'Past Simple',
          [video(9006, 'Konu Anlatımı: Past Simple', hlsClip), pdf(9007, 'Düzensiz Fiiller Listesi', unitSheet)],
        ],
        [5005, 'Past Continuous', [video(9008, 'Konu Anlatımı: Past Continuous', hlsClip)]],
        [
          5006,
          'Okuma: A Day to Remember',
          [pdf(9009, 'Reading: A Day to Remember', readingText, viewOnly), code4edu(9010, 'Okuma Soruları')],
        ],
      ],
    ],
    [
      1003,
      'Ünite 3: Gelecek Planları',
      [
        [
          5007,
          'Will ve Be Going To',
          [
            video(9011, 'Konu Anlatımı: Will ve Be Going To', hlsClip),
            pdf(9012, 'Alıştırma Föyü – Ünite 3', unitSheet),
          ],
        ],
        [
          5008,
          'Dinleme: Travel Plans',
          [
            video(9013, 'Listening: Travel Plans', hlsClip),
            zoom(9014, 'Canlı Ders – Gelecek Planları', '8123456702'),
            pdf(9015, 'Dinleme Metni', readingText),
          ],
        ],
      ],
    ],
  ],
});

const a2 = course({
  id: 102,
  name: 'A2 Temel İngilizce',
  courseRef: 1,
  type: generalEnglish,
  description: 'Temel iletişim becerileri: tanışma, günlük rutinler ve basit sorular.',
  content: [
    [
      1004,
      'Ünite 1: Tanışma ve Selamlaşma',
      [
        [
          5009,
          'To Be Fiili',
          [video(9016, 'Konu Anlatımı: To Be', hlsClip), pdf(9017, 'Alıştırma Föyü – To Be', unitSheet)],
        ],
        [
          5010,
          'Sayılar ve Saatler',
          [video(9018, 'Numbers and Time', hlsClip), code4edu(9019, 'Sayı ve Saat Alıştırması')],
        ],
      ],
    ],
    [
      1005,
      'Ünite 2: Günlük Rutinler',
      [
        [5011, 'Sıklık Zarfları', [video(9020, 'Konu Anlatımı: Sıklık Zarfları', hlsClip)]],
        [
          5012,
          'Canlı Ders: Günümü Anlatıyorum',
          [
            zoom(9021, 'Canlı Ders – Daily Routines', '8123456703'),
            pdf(9022, 'Ders Notları – Günlük Rutinler', unitSheet),
          ],
        ],
      ],
    ],
  ],
});

const academic = course({
  id: 103,
  name: 'Akademik Okuma ve Yazma',
  courseRef: 2,
  type: academicEnglish,
  description: 'Üniversite ve sınav hazırlığı için akademik metin okuma ve paragraf yazma.',
  content: [
    [
      1006,
      'Bölüm 1: Akademik Metinleri Okuma',
      [
        [
          5013,
          'Ana Fikir ve Destekleyici Fikirler',
          [
            video(9023, 'Main Ideas and Supporting Details', hlsClip),
            pdf(9024, 'Okuma Metni: Climate and Cities', readingText, viewOnly),
          ],
        ],
        [
          5014,
          'Bağlamdan Anlam Çıkarma',
          [video(9025, 'Guessing Meaning from Context', hlsClip), code4edu(9026, 'Kelime Tahmin Alıştırması')],
        ],
        [5015, 'Canlı Ders: Metin Analizi', [zoom(9027, 'Canlı Ders – Academic Reading', '8123456704')]],
      ],
    ],
    [
      1007,
      'Bölüm 2: Paragraf Yazma',
      [
        [
          5016,
          'Konu Cümlesi Yazma',
          [video(9028, 'Writing Topic Sentences', hlsClip), pdf(9029, 'Yazma Rehberi', unitSheet)],
        ],
        [
          5017,
          'Bağlaçlar ve Geçişler',
          [
            video(9030, 'Linking Words', hlsClip),
            pdf(9031, 'Bağlaç Listesi', unitSheet),
            code4edu(9032, 'Bağlaç Alıştırması'),
          ],
        ],
      ],
    ],
  ],
});

const yds = course({
  id: 104,
  name: 'YDS Deneme Sınavları',
  courseRef: 5,
  type: ydsExam,
  description: 'ÖSYM YDS biçiminde 80 soruluk, 180 dakikalık deneme sınavları.',
  content: [
    [
      1008,
      'Tam Deneme Sınavları',
      [
        [5018, 'YDS Deneme 1', [exam(9033, 'YDS Deneme Sınavı 1', 10800)]],
        [5019, 'YDS Deneme 2', [exam(9034, 'YDS Deneme Sınavı 2', 10800)]],
      ],
    ],
    [
      1009,
      'Bölüm Denemeleri',
      [
        [5020, 'Kelime ve Dil Bilgisi', [exam(9035, 'Kelime ve Dil Bilgisi Denemesi', 3600)]],
        [5021, 'Okuma Anlama', [exam(9036, 'Okuma Anlama Denemesi', 3600, { opensInDays: 7 })]],
        // 20 seconds: long enough to answer, short enough to see time run out in a test.
        [5031, 'Kısa Deneme (test)', [exam(9049, 'YDS Kısa Deneme (5 soru)', 20)]],
      ],
    ],
  ],
});

const yokdil = course({
  id: 105,
  name: 'YÖKDİL Deneme Sınavları',
  courseRef: 4,
  type: yokdilExam,
  description: 'Sosyal, sağlık ve fen bilimleri alanlarında YÖKDİL biçiminde deneme sınavları.',
  content: [
    [
      1010,
      'Sosyal Bilimler',
      [
        [5022, 'YÖKDİL Sosyal Bilimler Deneme 1', [exam(9037, 'YÖKDİL Sosyal Bilimler Deneme Sınavı 1', 10800)]],
        [5023, 'YÖKDİL Sosyal Bilimler Deneme 2', [exam(9038, 'YÖKDİL Sosyal Bilimler Deneme Sınavı 2', 10800)]],
      ],
    ],
    [
      1011,
      'Sağlık Bilimleri',
      [[5024, 'YÖKDİL Sağlık Bilimleri Deneme 1', [exam(9039, 'YÖKDİL Sağlık Bilimleri Deneme Sınavı 1', 10800)]]],
    ],
  ],
});

const a1 = course({
  id: 106,
  name: 'A1 Başlangıç Seviyesi İngilizce',
  courseRef: 1,
  type: generalEnglish,
  description: 'Sıfırdan başlayanlar için alfabe, selamlaşma ve temel kalıplar.',
  content: [
    [
      1012,
      'Ünite 1: Merhaba!',
      [
        [
          5025,
          'Alfabe ve Telaffuz',
          [video(9040, 'The Alphabet', hlsClip), pdf(9041, 'Alfabe Çalışma Kâğıdı', unitSheet)],
        ],
        [
          5026,
          'Selamlaşma İfadeleri',
          [video(9042, 'Greetings', mp4Clip), code4edu(9043, 'Selamlaşma Eşleştirme Oyunu')],
        ],
      ],
    ],
    [
      1013,
      'Ünite 2: Benim Dünyam',
      [
        [5027, 'Aile Üyeleri', [video(9044, 'My Family', hlsClip)]],
        [5028, 'Canlı Ders: Ailemi Tanıtıyorum', [zoom(9045, 'Canlı Ders – My Family', '8123456705')]],
      ],
    ],
  ],
});

const ydsPreparation = course({
  id: 107,
  name: 'YDS Hazırlık Denemeleri',
  courseRef: 2,
  type: ydsExam,
  description: 'YDS’ye yeni başlayanlar için kısa ve tam deneme sınavları.',
  content: [
    [
      1014,
      'Deneme Sınavları',
      [
        [5029, 'YDS Deneme 1', [exam(9046, 'YDS Deneme Sınavı 1', 10800)]],
        [5030, 'Kelime Denemesi', [exam(9047, 'Kelime Denemesi', 2400)]],
      ],
    ],
  ],
});

/** Every course, for what needs no enrollment (guest materials). */
export const allCourses = [b1, a2, academic, yds, yokdil, a1, ydsPreparation];

const enrollment = (id, enrolled) => ({ id, courseID: enrolled.id, course: enrolled });

/** Per username, in the order the real API might list them (not courseRef order). */
export const enrollmentSeed = {
  'ayse.yilmaz': [
    enrollment(201, b1),
    enrollment(202, yds),
    enrollment(203, a2),
    enrollment(204, yokdil),
    enrollment(205, academic),
  ],
  'mehmet.demir': [enrollment(206, ydsPreparation), enrollment(207, a1)],
};

/** Where each student stopped: not the first section, so opening it there is observable. */
export const lastInfoSeed = {
  'ayse.yilmaz': [{ courseID: 101, sectionId: 1002, topicId: 5005 }],
  'mehmet.demir': [{ courseID: 106, sectionId: 1013, topicId: 5027 }],
};
