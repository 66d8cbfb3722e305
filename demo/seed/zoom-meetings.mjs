/**
 * When each zoom material's meeting runs, as offsets from the moment the demo was (re)seeded:
 * calendar times would be "today" for one day only, and offsets from each request would move
 * the start with every reload (a countdown that never counts down). Today's live classes take
 * their times from here too, so a live class and its zoom material always agree.
 */
const hour = 60;
const day = 24 * hour;

const meetingPlans = {
  9005: { startsInMinutes: -10, lengthMinutes: 60 }, // live class 701: running now
  9014: { startsInMinutes: 2 * day, lengthMinutes: 60 },
  9021: { startsInMinutes: -3 * day, lengthMinutes: 45 },
  9027: { startsInMinutes: 3 * hour, lengthMinutes: 60 }, // live class 702
  9045: { startsInMinutes: 90, lengthMinutes: 45 }, // live class 703
  9048: { startsInMinutes: -(day + hour), lengthMinutes: 60 }, // ended yesterday, a day ago
};

const minuteMs = 60 * 1000;

/** `{ startTime, duration }` (ISO 8601, seconds) of a zoom material's meeting, planned from `seededAt` (ms). */
export function meetingTimes(materialId, seededAt) {
  const plan = meetingPlans[materialId];
  if (!plan) throw new Error(`zoom material ${materialId} has no meeting plan`);
  return {
    startTime: new Date(seededAt + plan.startsInMinutes * minuteMs).toISOString(),
    duration: plan.lengthMinutes * 60,
  };
}
