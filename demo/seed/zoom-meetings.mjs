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
  9027: { startsInMinutes: 3 * hour, lengthMinutes: 60, today: true }, // live class 702, later today
  9045: { startsInMinutes: 90, lengthMinutes: 45, today: true }, // live class 703, later today
  9048: { startsInMinutes: -(day + hour), lengthMinutes: 60 }, // ended yesterday, a day ago
};

const minuteMs = 60 * 1000;

/**
 * A "later today" class starts at its offset, or halfway to midnight when the offset would pass it
 * (the demo seeded in the evening), so it is still today's class whenever the demo starts. Midnight
 * of the demo's own time zone: the machine that runs `npm start` is the one its browser runs on.
 */
export function laterTodayOffsetMinutes(startsInMinutes, seededAt) {
  const midnight = new Date(seededAt);
  midnight.setHours(24, 0, 0, 0);
  const minutesLeft = (midnight.getTime() - seededAt) / minuteMs;
  return Math.min(startsInMinutes, Math.floor(minutesLeft / 2));
}

/** `{ startTime, duration }` (ISO 8601, seconds) of a zoom material's meeting, planned from `seededAt` (ms). */
export function meetingTimes(materialId, seededAt) {
  const plan = meetingPlans[materialId];
  if (!plan) throw new Error(`zoom material ${materialId} has no meeting plan`);
  const startsIn = plan.today ? laterTodayOffsetMinutes(plan.startsInMinutes, seededAt) : plan.startsInMinutes;
  return {
    startTime: new Date(seededAt + startsIn * minuteMs).toISOString(),
    duration: plan.lengthMinutes * 60,
  };
}
