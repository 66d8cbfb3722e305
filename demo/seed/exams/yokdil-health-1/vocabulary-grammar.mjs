import { blank, grammar, passage, vocabulary } from '../build-exam.mjs';

/** Questions 1–12: vocabulary (1–4), grammar (5–7) and a cloze passage (8–12). */
export const vocabularyAndGrammar = [
  vocabulary(
    'Chronic inflammation has been ---- in the development of several serious conditions, including heart disease and type 2 diabetes.',
    'implicated',
    'alleviated',
    'prescribed',
    'diagnosed',
    'immunised',
  ),
  vocabulary(
    'Patients who fail to complete the full course of antibiotics may ---- the development of resistant bacteria.',
    'contribute to',
    'recover from',
    'refrain from',
    'dispose of',
    'consist of',
  ),
  vocabulary(
    'Because the symptoms of the two diseases are almost identical, doctors find it difficult to ---- between them without laboratory tests.',
    'distinguish',
    'recover',
    'transmit',
    'enhance',
    'eliminate',
  ),
  vocabulary(
    'Although the surgery was successful, the patient remained ---- to infection for several weeks because of her weakened immune system.',
    'susceptible',
    'resistant',
    'immune',
    'indifferent',
    'beneficial',
  ),
  grammar(
    'The vaccine ---- in several large trials before it was approved for use in children.',
    'had been tested',
    'has been tested',
    'was testing',
    'would test',
    'is tested',
  ),
  grammar(
    '---- regular screening can detect breast cancer at an early stage, many women do not attend their appointments.',
    'Although',
    'Because',
    'Unless',
    'As long as',
    'So that',
  ),
  grammar(
    'Health workers ---- hands are not washed properly between patients can spread infections throughout a hospital.',
    'whose',
    'who',
    'which',
    'whom',
    'that',
  ),
  passage(
    'Antibiotic Resistance',
    'Antibiotics have saved countless lives since penicillin was introduced in the 1940s. However, their widespread and often unnecessary use has led (8) ---- the emergence of bacteria that no longer respond to them. Each time an antibiotic is taken, sensitive bacteria are killed, (9) ---- resistant ones survive and multiply. The problem is made worse by the use of antibiotics in farming, (10) ---- they are given to healthy animals to promote growth. The World Health Organization warns that, (11) ---- urgent action is taken, common infections could once again become deadly. Doctors are therefore urged to prescribe antibiotics only when they are (12) ---- necessary.',
    [
      blank(8, 'to', 'at', 'on', 'by', 'with'),
      blank(9, 'while', 'so that', 'because', 'unless', 'as if'),
      blank(10, 'where', 'when', 'which', 'whose', 'what'),
      blank(11, 'unless', 'since', 'once', 'although', 'so that'),
      blank(12, 'absolutely', 'hardly', 'rarely', 'barely', 'scarcely'),
    ],
  ),
];
