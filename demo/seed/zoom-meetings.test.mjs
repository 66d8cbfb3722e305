import { laterTodayOffsetMinutes, meetingTimes } from './zoom-meetings.mjs';

const at = (hours, minutes = 0) => new Date(2026, 10, 26, hours, minutes).getTime();
const sameDay = (a, b) => new Date(a).toDateString() === new Date(b).toDateString();

describe('the demo’s "later today" live class', () => {
  it('starts three hours after seeding in the daytime', () => {
    expect(laterTodayOffsetMinutes(180, at(10))).toBe(180);
  });

  it('still starts today when the demo is seeded in the evening or just before midnight', () => {
    for (const seededAt of [at(21), at(22, 30), at(23, 50), at(23, 59)]) {
      const { startTime } = meetingTimes(9027, seededAt);
      expect(sameDay(Date.parse(startTime), seededAt)).toBe(true);
      expect(Date.parse(startTime)).toBeGreaterThanOrEqual(seededAt);
    }
  });

  it('leaves meetings of other days where they are', () => {
    expect(Date.parse(meetingTimes(9014, at(23)).startTime) - at(23)).toBe(2 * 24 * 3600 * 1000);
  });
});
