import { buildExam, choice, section } from './build-exam.mjs';

/** Five questions in two sections: long enough to score per section, short enough for timer tests. */
export const ydsShort = buildExam({
  examType: 'yds',
  questionCount: 5,
  sections: [
    section('Kelime ve Dil Bilgisi', [
      choice(
        'The scientist’s theory was seriously ---- when new experiments failed to reproduce her results.',
        'undermined', 'confirmed', 'inspired', 'admired', 'reinforced',
      ),
      choice(
        'She ---- in Ankara for ten years before she moved to İzmir.',
        'had lived', 'has lived', 'lives', 'will live', 'is living',
      ),
      choice(
        'The meeting was postponed ---- the manager’s illness.',
        'due to', 'although', 'so that', 'unless', 'in spite of',
      ),
    ]),
    section('Cümle Tamamlama', [
      choice(
        'If I had known about the traffic, ----.',
        'I would have left home earlier',
        'I will take the train tomorrow',
        'I left home earlier than usual',
        'I have left home early',
        'the roads are always busy on Mondays',
      ),
      choice(
        'Although he had studied hard for the exam, ----.',
        'he could not answer several of the questions',
        'he passed it with the highest score in the class',
        'he had gone to bed early the night before',
        'the exam was held in the main hall',
        'his teacher was very pleased with him',
      ),
    ]),
  ],
});
