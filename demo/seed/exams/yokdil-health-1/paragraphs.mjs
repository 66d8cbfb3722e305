import { irrelevantSentence, paragraphCompletion } from '../build-exam.mjs';

/** Questions 71–80: paragraph completion (71–75) and irrelevant sentence (76–80). */
export const paragraphs = [
  paragraphCompletion(
    'Fever is often seen as something to be eliminated as quickly as possible. ---- A higher body temperature makes it harder for many bacteria and viruses to multiply and speeds up the activity of immune cells. For this reason, doctors do not always recommend lowering a mild fever in otherwise healthy adults.',
    'In fact, it is one of the body’s natural defences against infection.',
    'Thermometers were first used in hospitals in the nineteenth century.',
    'Children catch colds more often than adults.',
    'Some fevers last for only a few hours.',
    'Paracetamol is one of the most widely used medicines in the world.',
  ),
  paragraphCompletion(
    'Many people believe that they need to drink eight glasses of water a day to stay healthy. ---- Water is also contained in food, especially fruit and vegetables, and in other drinks such as tea and milk. In most cases, thirst is a reliable guide to how much a healthy adult needs to drink.',
    'However, there is little scientific evidence behind this rule.',
    'Water covers more than 70 percent of the earth’s surface.',
    'Bottled water is more expensive than tap water.',
    'Therefore, drinking less than eight glasses is always dangerous.',
    'Many rivers are polluted by waste from factories.',
  ),
  paragraphCompletion(
    'The human heart beats about 100,000 times a day, pumping blood through a network of vessels that would stretch around the world twice if laid end to end. ---- This is why damage to the heart muscle, as in a heart attack, can have such serious consequences for the whole body.',
    'Every organ depends on this constant supply of oxygen and nutrients.',
    'The heart is located slightly to the left of the centre of the chest.',
    'Heart transplants were first performed in the 1960s.',
    'Blood donors must be at least eighteen years old.',
    'Some animals have hearts with only two chambers.',
  ),
  paragraphCompletion(
    'Antidepressants are among the most commonly prescribed medicines in many countries. ---- Patients are therefore often advised not to stop treatment too early, even if they do not notice any improvement at first.',
    'However, they usually take several weeks to have a noticeable effect.',
    'Depression affects more women than men.',
    'Some antidepressants were originally developed to treat tuberculosis.',
    'Regular exercise is known to improve mood.',
    'Many patients stop taking them because they feel better after one day.',
  ),
  paragraphCompletion(
    '---- Some people, for example, have a variation in a gene that makes them metabolise caffeine slowly. For them, drinking several cups of coffee a day may increase the risk of high blood pressure, while fast metabolisers seem to face no such risk. Findings like these have encouraged the development of personalised nutrition.',
    'The same food can affect different people in very different ways.',
    'Coffee is grown mainly in tropical countries.',
    'High blood pressure has no symptoms in most cases.',
    'Caffeine is also found in tea and chocolate.',
    'Most people drink coffee in the morning.',
  ),
  irrelevantSentence(
    [
      'Malaria is caused by a parasite that is transmitted through the bites of infected mosquitoes.',
      'Many tourists visit tropical countries during the winter months.',
      'Each year, the disease still kills more than half a million people, most of them young children in Africa.',
      'Sleeping under insecticide-treated nets has proved to be one of the most effective ways of preventing infection.',
      'In 2021, the World Health Organization also recommended the first vaccine against the disease.',
    ],
    2,
  ),
  irrelevantSentence(
    [
      'Osteoporosis is a condition in which the bones become weak and fragile.',
      'It often develops without any symptoms until a bone breaks.',
      'Women are at greater risk after menopause, when levels of the hormone oestrogen fall.',
      'Dairy farming is an important source of income in many rural areas.',
      'A diet rich in calcium and vitamin D, together with weight-bearing exercise, can help to keep bones strong.',
    ],
    4,
  ),
  irrelevantSentence(
    [
      'Regular hand washing with soap is one of the simplest ways to prevent the spread of infections.',
      'It removes germs that we pick up from surfaces and from other people.',
      'Soap was first made from animal fats and wood ash thousands of years ago.',
      'Studies show that it can reduce diarrhoeal diseases by about 30 percent.',
      'Washing for at least twenty seconds, especially before eating and after using the toilet, is recommended.',
    ],
    3,
  ),
  irrelevantSentence(
    [
      'Noise pollution is increasingly recognised as a public health problem.',
      'Long-term exposure to traffic noise has been linked to sleep disturbance and high blood pressure.',
      'Children who attend schools near airports have been found to read less well than their peers.',
      'The World Health Organization recommends that road traffic noise should not exceed 53 decibels during the day.',
      'Many modern cars are equipped with navigation systems.',
    ],
    5,
  ),
  irrelevantSentence(
    [
      'Sunlight is the main source of vitamin D for most people.',
      'However, too much exposure to ultraviolet radiation is the main cause of skin cancer.',
      'Solar panels convert sunlight directly into electricity.',
      'Dermatologists therefore recommend avoiding the midday sun and using sunscreen.',
      'A few minutes of sun exposure a day is usually enough to produce sufficient vitamin D.',
    ],
    3,
  ),
];
