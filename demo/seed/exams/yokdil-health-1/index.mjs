import { buildExam, section } from '../build-exam.mjs';
import { paragraphs } from './paragraphs.mjs';
import { readingPart1 } from './reading-1.mjs';
import { readingPart2 } from './reading-2.mjs';
import { sentenceCompletion } from './sentence-completion.mjs';
import { translation } from './translation.mjs';
import { vocabularyAndGrammar } from './vocabulary-grammar.mjs';

/** A full E-YÖKDİL health sciences paper: 80 questions, most of them about reading passages. */
export const yokdilHealth1 = buildExam({
  examType: 'yokdil',
  field: 'health',
  questionCount: 80,
  sections: [
    section('Kelime ve Dil Bilgisi', vocabularyAndGrammar),
    section('Cümle Tamamlama', sentenceCompletion, 'sentence-completion'),
    section('Çeviri', translation),
    section('Okuma Anlama', [...readingPart1, ...readingPart2, ...paragraphs]),
  ],
});
