/**
 * Every question type of the API (docs/api.md, "Question types"), in the order of the papers'
 * parts: charts and tables list types this way. Plain JavaScript: the demo API's papers use it too.
 */
export const questionTypes = Object.freeze([
  'vocabulary',
  'grammar',
  'cloze',
  'sentence-completion',
  'translation',
  'reading',
  'dialogue',
  'restatement',
  'paragraph-completion',
  'irrelevant-sentence',
]);
