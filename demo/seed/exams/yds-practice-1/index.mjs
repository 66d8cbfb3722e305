import { buildExam, section } from '../build-exam.mjs';
import { reading } from './reading.mjs';
import { sentenceCompletion } from './sentence-completion.mjs';
import { translation } from './translation.mjs';
import { vocabularyAndGrammar } from './vocabulary-grammar.mjs';

/** A full E-YDS paper: 80 questions in the order of the real exam's parts. */
export const ydsPractice1 = buildExam({
  examType: 'yds',
  questionCount: 80,
  sections: [
    section('Kelime ve Dil Bilgisi', vocabularyAndGrammar),
    section('Cümle Tamamlama', sentenceCompletion, 'sentence-completion'),
    section('Çeviri', translation),
    section('Okuma Anlama', reading),
  ],
});
