import { ydsPractice1 } from './yds-practice-1/index.mjs';
import { ydsShort } from './yds-short.mjs';
import { yokdilHealth1 } from './yokdil-health-1/index.mjs';

/**
 * The paper behind each exam material of demo/seed/courses.mjs, by material id. Name and duration
 * come from the material, so one paper can serve several materials. Exam materials missing here
 * (9034–9038, 9047) have no paper in the demo: the exam calls answer 404 for them.
 */
export const examPapers = {
  9033: ydsPractice1,
  // Mehmet's course has its own "YDS Deneme Sınavı 1": the same paper.
  9046: ydsPractice1,
  9049: ydsShort,
  9039: yokdilHealth1,
};
