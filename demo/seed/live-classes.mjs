import { meetingTimes } from './zoom-meetings.mjs';

/**
 * Today's live classes per username. Each points to a zoom material of its course and runs when
 * that material's meeting does.
 */
const liveClassPlans = {
  'ayse.yilmaz': [
    { id: 701, name: 'B1 Canlı Ders: Speaking Practice', courseID: 101, materialId: 9005 },
    { id: 702, name: 'Akademik Okuma: Metin Analizi', courseID: 103, materialId: 9027 },
  ],
  'mehmet.demir': [{ id: 703, name: 'A1 Canlı Ders: Ailemi Tanıtıyorum', courseID: 106, materialId: 9045 }],
};

/**
 * Planned from `seededAt` (ms), as the zoom meetings are.
 * @returns {Array<{ id: number, name: string, startTime: string, endTime: string, materialId: number,
 *   courseID: number }>}
 */
export function todaysLiveClasses(username, seededAt) {
  return (liveClassPlans[username] ?? []).map((liveClass) => {
    const { startTime, duration } = meetingTimes(liveClass.materialId, seededAt);
    const endTime = new Date(Date.parse(startTime) + duration * 1000).toISOString();
    return { ...liveClass, startTime, endTime };
  });
}
