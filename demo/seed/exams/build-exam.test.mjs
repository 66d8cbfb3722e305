import { questionTypes as portalQuestionTypes } from '@/lib/api/question-types';

import { questionTypes } from './build-exam.mjs';

// The seed types its questions with its own copy of the list (plain JavaScript run by Node): a
// type the portal does not know would be dropped from the progress charts.
it("types questions with exactly the portal's question types, in its order", () => {
  expect(questionTypes).toEqual(portalQuestionTypes);
});
