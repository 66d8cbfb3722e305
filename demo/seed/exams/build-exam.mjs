/**
 * Turns compact exam data into exam definitions. In the data the right option is always written
 * first, so a reviewer sees the key at a glance; the builder moves it to a position from a seeded
 * shuffle, so each of A–E is the key about equally often, as in a real paper, and the keys are the
 * same at every start.
 */

import { questionTypes } from '../../../lib/api/question-types.mjs';

const keys = ['A', 'B', 'C', 'D', 'E'];
const romanNumbers = ['I', 'II', 'III', 'IV', 'V'];

/** A question with five options: the right one, then the four wrong ones. */
export const choice = (text, right, ...wrong) => ({ text, right, wrong });

const typed = (type, question) => ({ ...question, type });

export const vocabulary = (...question) => typed('vocabulary', choice(...question));

export const grammar = (...question) => typed('grammar', choice(...question));

/** The same question with the explanation the summary shows once the exam is submitted. */
export const explained = (question, explanation) => ({ ...question, explanation });

/** A gap of a cloze passage; `number` is the question number the passage's "(n) ----" shows. */
export const blank = (number, right, ...wrong) => ({
  ...typed('cloze', choice(`Choose the option that best fills blank (${number}) in the passage.`, right, ...wrong)),
  blankNumber: number,
});

export const toTurkish = (sentence, right, ...wrong) =>
  typed(
    'translation',
    choice(`Choose the most accurate Turkish translation of the following sentence.\n\n${sentence}`, right, ...wrong),
  );

export const toEnglish = (sentence, right, ...wrong) =>
  typed(
    'translation',
    choice(`Choose the most accurate English translation of the following sentence.\n\n${sentence}`, right, ...wrong),
  );

/** A paragraph with one "----" where the missing sentence goes. */
export const paragraphCompletion = (paragraph, right, ...wrong) =>
  typed(
    'paragraph-completion',
    choice(`Choose the sentence that best completes the paragraph.\n\n${paragraph}`, right, ...wrong),
  );

/** Five numbered sentences, one of which (1-based `irrelevantNumber`) breaks the flow. */
export function irrelevantSentence(sentences, irrelevantNumber) {
  if (sentences.length !== 5) throw new Error('an irrelevant-sentence question needs five sentences');
  const numbered = sentences.map((sentence, index) => `(${romanNumbers[index]}) ${sentence}`).join(' ');
  return {
    type: 'irrelevant-sentence',
    text: `Which of the following sentences is irrelevant to the overall meaning of the passage?\n\n${numbered}`,
    options: romanNumbers.map((text, index) => ({ key: keys[index], text })),
    correct: keys[irrelevantNumber - 1],
  };
}

/** A reading passage and the questions about it. */
export const passage = (title, text, questions) => ({ passage: { title, text }, questions });

/** `type`: the type of the section's questions that name none themselves. */
export const section = (name, items, type = null) => ({ name, items, type });

// Types and explanations came after the keys were fixed: leaving them out of the seed keeps the keys.
const keyedContent = (sections) =>
  JSON.stringify(sections, (name, value) => (['type', 'explanation'].includes(name) ? undefined : value));

/**
 * @returns {{ examType: string, field: string | null, questionCount: number, sections: Array<{
 *   id: number, name: string, passages: Array<{ id: number, title: string, text: string }>,
 *   questions: Array<{ number: number, text: string, passageId: number | null,
 *     options: Array<{ key: string, text: string }>, correct: string }> }> }}
 */
export function buildExam({ examType, field = null, questionCount, sections }) {
  const nextRightIndex = balancedPositions(questionCount, hash(keyedContent(sections)));
  let number = 0;
  let passageId = 0;
  const built = sections.map(({ name, items, type: sectionType }, sectionIndex) => {
    const passages = [];
    const questions = [];
    const addQuestion = (question, inPassage) => {
      number += 1;
      if (question.blankNumber !== undefined && question.blankNumber !== number) {
        throw new Error(`blank (${question.blankNumber}) would be question ${number}`);
      }
      // The type of the helper that wrote the question, else of its passage, else of its section.
      const type = question.type ?? (inPassage ? 'reading' : sectionType);
      if (!questionTypes.includes(type)) throw new Error(`question ${number} has no known type`);
      const explanation = question.explanation ?? null;
      questions.push({
        number,
        type,
        passageId: inPassage ?? null,
        ...withOptions(question, nextRightIndex),
        explanation,
      });
    };
    for (const item of items) {
      if (item.passage) {
        passageId += 1;
        passages.push({ id: passageId, ...item.passage });
        item.questions.forEach((question) => addQuestion(question, passageId));
      } else {
        addQuestion(item);
      }
    }
    return { id: sectionIndex + 1, name, passages, questions };
  });
  if (number !== questionCount) throw new Error(`expected ${questionCount} questions, built ${number}`);
  return { examType, field, questionCount, sections: built };
}

function withOptions(question, nextRightIndex) {
  if (question.options) return { text: question.text, options: question.options, correct: question.correct };
  const { text, right, wrong } = question;
  if (wrong.length !== 4) throw new Error(`"${text}" needs four wrong options`);
  const rightIndex = nextRightIndex();
  const texts = [...wrong.slice(0, rightIndex), right, ...wrong.slice(rightIndex)];
  return {
    text,
    options: texts.map((optionText, index) => ({ key: keys[index], text: optionText })),
    correct: keys[rightIndex],
  };
}

/** Hands out 0..4, each about count / 5 times, in an order shuffled by `seed`. */
function balancedPositions(count, seed) {
  const positions = Array.from({ length: count }, (_, index) => index % keys.length);
  const random = mulberry32(seed);
  for (let index = positions.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [positions[index], positions[other]] = [positions[other], positions[index]];
  }
  let next = 0;
  return () => positions[next++];
}

function mulberry32(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: small, stable across runs and platforms. */
function hash(text) {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}
