import { enrollmentSeed, lastInfoSeed } from '../seed/courses.mjs';
import { downloadRightSeed } from '../seed/download-rights.mjs';
import { seedExamHistory } from '../seed/exam-history.mjs';
import { seedNotifications } from '../seed/notifications.mjs';
import { topicCompletionSeed } from '../seed/topic-completions.mjs';
import { demoStudents } from '../students.mjs';

/**
 * What the product API remembers per student, in memory. Every (re)seed deep-copies the seed, so
 * changes made through the API never leak into the next reset.
 */
function seedStudent(username) {
  return {
    /** The moment of this (re)seed: zoom meetings and live classes are planned from it (zoom-meetings.mjs). */
    seededAt: Date.now(),
    enrollments: structuredClone(enrollmentSeed[username]),
    lastInfos: structuredClone(lastInfoSeed[username]),
    topicCompletions: structuredClone(topicCompletionSeed[username]),
    notifications: seedNotifications(username),
    downloadRight: structuredClone(downloadRightSeed[username]),
    pageLogs: [],
    examAttempts: [],
    /** Submitted attempts from before the demo started: read by the solved-exam calls only. */
    examHistory: seedExamHistory(username, Date.now()),
    /** When each paper was first given to the student (`examId/enrollmentId` → ms): the earliest plausible start. */
    examPapersGiven: {},
  };
}

export function createStudentStates() {
  let states;
  const reset = () => {
    states = new Map(demoStudents.map(({ username }) => [username, seedStudent(username)]));
  };
  reset();
  return {
    reset,
    /** The state of the student with this username, or undefined. */
    of: (username) => states.get(username),
  };
}
