import { blank, grammar, passage, vocabulary } from '../build-exam.mjs';

/** Questions 1–20: vocabulary (1–6), grammar (7–10) and two cloze passages (11–20). */
export const vocabularyAndGrammar = [
  vocabulary(
    'Despite years of negotiations, the two countries have failed to reach a ---- agreement on how to share the water of the river.',
    'lasting', 'reluctant', 'negligent', 'hostile', 'vacant',
  ),
  vocabulary(
    'The museum’s new wing, which houses ancient manuscripts, is kept at a constant temperature to ---- the fragile paper from further damage.',
    'protect', 'deprive', 'exclude', 'release', 'derive',
  ),
  vocabulary(
    'Early symptoms of the disease are often so ---- that many patients do not seek medical help until it has reached an advanced stage.',
    'subtle', 'severe', 'abundant', 'persistent', 'vivid',
  ),
  vocabulary(
    'Following months of widespread protests, the government has finally agreed to ---- the controversial fuel tax it introduced last year.',
    'abolish', 'impose', 'endorse', 'inherit', 'exceed',
  ),
  vocabulary(
    'The research team had to ---- the experiment after several of the samples were found to be contaminated.',
    'call off', 'put up with', 'look up to', 'take after', 'come across',
  ),
  vocabulary(
    'Many economists believe that rising interest rates will ---- slow down consumer spending in the coming months.',
    'inevitably', 'reluctantly', 'accidentally', 'generously', 'faithfully',
  ),
  grammar(
    'By the time the rescue teams reached the village, most of the residents ---- to higher ground.',
    'had already fled', 'will have fled', 'have already fled', 'would flee', 'are fleeing',
  ),
  grammar(
    '---- the heavy rain, the outdoor concert went ahead as planned and attracted thousands of people.',
    'Despite', 'Because of', 'Although', 'In case of', 'Owing to',
  ),
  grammar(
    'The report, ---- was published last week, suggests that air pollution shortens life expectancy in large cities by up to two years.',
    'which', 'that', 'what', 'whose', 'where',
  ),
  grammar(
    'If the company ---- more in research and development ten years ago, it would not be struggling to compete today.',
    'had invested', 'invested', 'has invested', 'would invest', 'invests',
  ),
  passage(
    'Sleep and Memory',
    'Scientists have long known that sleep plays an important role in learning, but only recently (11) ---- they begun to understand how. During deep sleep, the brain replays the experiences of the day, strengthening the connections (12) ---- new memories depend. Experiments show that people who sleep after studying remember more than those who stay awake for the same period, (13) ---- the total time spent learning is identical. This effect appears to be particularly strong for skills (14) ---- practice, such as playing an instrument. Researchers therefore warn students (15) ---- staying up all night before an exam, as the hours lost to revision may cost them more than they gain.',
    [
      blank(11, 'have', 'did', 'were', 'are', 'would'),
      blank(12, 'on which', 'in that', 'from what', 'by whom', 'with whose'),
      blank(13, 'even when', 'unless', 'so that', 'because', 'in order that'),
      blank(14, 'that require', 'which requires', 'to require', 'required', 'having required'),
      blank(15, 'against', 'from', 'with', 'at', 'into'),
    ],
  ),
  passage(
    'Solar Power in Rural Areas',
    'In many rural parts of Africa and Asia, millions of households still (16) ---- access to a reliable electricity grid. Extending power lines to remote villages is extremely expensive, (17) ---- governments have been slow to act. Small solar systems, however, offer a practical alternative. A single panel, (18) ---- to a battery, can power lights, charge mobile phones and run a radio. As the price of panels has fallen sharply over the past decade, such systems have become affordable (19) ---- the poorest families. Their spread has not only improved living conditions but also (20) ---- children to study after dark.',
    [
      blank(16, 'lack', 'obtain', 'provide', 'supply', 'ensure'),
      blank(17, 'so', 'unless', 'whereas', 'although', 'in case'),
      blank(18, 'connected', 'connecting', 'to connect', 'having connected', 'connects'),
      blank(19, 'even for', 'in spite of', 'instead of', 'rather than', 'apart from'),
      blank(20, 'enabled', 'prevented', 'refused', 'avoided', 'prohibited'),
    ],
  ),
];
