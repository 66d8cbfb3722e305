/**
 * Seeded topic completions per username and course id (100 = done, 0 = started). Most topics have
 * no entry at all, as with a real student.
 */
export const topicCompletionSeed = {
  'ayse.yilmaz': {
    101: [
      { topicId: 5001, completed: 100 },
      { topicId: 5002, completed: 100 },
      { topicId: 5003, completed: 100 },
      { topicId: 5004, completed: 100 },
      { topicId: 5005, completed: 0 },
    ],
    102: [
      { topicId: 5009, completed: 100 },
      { topicId: 5010, completed: 100 },
      { topicId: 5011, completed: 0 },
    ],
    103: [{ topicId: 5013, completed: 0 }],
  },
  'mehmet.demir': {
    106: [
      { topicId: 5025, completed: 100 },
      { topicId: 5026, completed: 0 },
    ],
  },
};
