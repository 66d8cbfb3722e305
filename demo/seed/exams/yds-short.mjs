import { buildExam, choice, explained, grammar, section, vocabulary } from './build-exam.mjs';

/**
 * Five questions in two sections: long enough to score per section, short enough for timer tests.
 * Each carries an explanation, so the mistake review has one to show.
 */
export const ydsShort = buildExam({
  examType: 'yds',
  questionCount: 5,
  sections: [
    section('Kelime ve Dil Bilgisi', [
      explained(
        vocabulary(
          'The scientist’s theory was seriously ---- when new experiments failed to reproduce her results.',
          'undermined',
          'confirmed',
          'inspired',
          'admired',
          'reinforced',
        ),
        'Results that cannot be reproduced weaken a theory: "undermine" means to weaken gradually.',
      ),
      explained(
        grammar(
          'She ---- in Ankara for ten years before she moved to İzmir.',
          'had lived',
          'has lived',
          'lives',
          'will live',
          'is living',
        ),
        'An action that lasted until another past action ("before she moved") takes the past perfect.',
      ),
      explained(
        grammar(
          'The meeting was postponed ---- the manager’s illness.',
          'due to',
          'although',
          'so that',
          'unless',
          'in spite of',
        ),
        'A noun phrase giving the reason follows a preposition: "due to"; "although" and "unless" need a clause.',
      ),
    ]),
    section(
      'Cümle Tamamlama',
      [
        explained(
          choice(
            'If I had known about the traffic, ----.',
            'I would have left home earlier',
            'I will take the train tomorrow',
            'I left home earlier than usual',
            'I have left home early',
            'the roads are always busy on Mondays',
          ),
          'A third conditional ("If I had known") is completed with "would have" + past participle.',
        ),
        explained(
          choice(
            'Although he had studied hard for the exam, ----.',
            'he could not answer several of the questions',
            'he passed it with the highest score in the class',
            'he had gone to bed early the night before',
            'the exam was held in the main hall',
            'his teacher was very pleased with him',
          ),
          '"Although" needs a contrast: studying hard, yet not answering several questions.',
        ),
      ],
      'sentence-completion',
    ),
  ],
});
