import { choice } from '../build-exam.mjs';

/** Questions 13–20: complete the sentence. */
export const sentenceCompletion = [
  choice(
    'Even though obesity rates have risen sharply in recent decades, ----.',
    'many people still underestimate the health risks of being overweight',
    'fast food has become cheaper and more widely available',
    'children are now less physically active than in the past',
    'obesity is a major risk factor for heart disease',
    'governments began to tax sugary drinks in the 1990s',
  ),
  choice(
    'Patients are more likely to follow their treatment plans ----.',
    'when doctors explain clearly why each medicine is necessary',
    'although most prescriptions are written in Latin',
    'unless their symptoms disappear quickly',
    'whereas nurses spend more time with them',
    'so that they had been discharged from hospital',
  ),
  choice(
    '----, the researchers could not determine whether the drug was responsible for the improvement.',
    'Since the study did not include a control group',
    'Once the results had been published in a leading journal',
    'Unless the drug has any serious side effects',
    'So that the trial could be completed on time',
    'Just as the previous studies had predicted',
  ),
  choice(
    'Smoking during pregnancy not only harms the mother’s health ----.',
    'but also increases the risk of low birth weight in the baby',
    'as well as the mother should stop smoking',
    'so that the baby can grow normally',
    'which most women are aware of',
    'whereas many smokers try to quit',
  ),
  choice(
    'Vitamin D, ----, is essential for healthy bones and teeth.',
    'which the skin produces when it is exposed to sunlight',
    'that most people take in the form of tablets',
    'where calcium is absorbed by the body',
    'so that bones become stronger',
    'as if it were a hormone',
  ),
  choice(
    'If hospitals shared patient records electronically, ----.',
    'doctors would not need to repeat tests that have already been done',
    'patients had to carry their files from one hospital to another',
    'many tests will have been repeated unnecessarily',
    'the privacy of patients has always been protected',
    'doctors were trained to use computers',
  ),
  choice(
    'The elderly are more vulnerable to heat stroke ----.',
    'because their bodies are less able to regulate temperature',
    'so that they drink more water in summer',
    'unless they have been vaccinated against influenza',
    'whereas heat stroke is a medical emergency',
    'as soon as the temperature had dropped',
  ),
  choice(
    'It was only after the link between smoking and lung cancer had been established ----.',
    'that governments began to restrict tobacco advertising',
    'when cigarettes were considered fashionable',
    'which doctors had suspected for decades',
    'because many people continued to smoke',
    'whether tobacco companies would accept the findings',
  ),
];
