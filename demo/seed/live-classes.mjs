/**
 * Today's live classes, as offsets from the moment of the request: a live class list with fixed
 * times would be "today" for one day only. Each points to a zoom material of its course.
 */
const liveClassPlans = {
  'ayse.yilmaz': [
    {
      id: 701,
      name: 'B1 Canlı Ders: Speaking Practice',
      courseID: 101,
      materialId: 9005,
      startsInMinutes: -10,
      lengthMinutes: 60,
    },
    {
      id: 702,
      name: 'Akademik Okuma: Metin Analizi',
      courseID: 103,
      materialId: 9027,
      startsInMinutes: 180,
      lengthMinutes: 60,
    },
  ],
  'mehmet.demir': [
    {
      id: 703,
      name: 'A1 Canlı Ders: Ailemi Tanıtıyorum',
      courseID: 106,
      materialId: 9045,
      startsInMinutes: 90,
      lengthMinutes: 45,
    },
  ],
};

const minute = 60 * 1000;

/**
 * @returns {Array<{ id: number, name: string, startTime: string, endTime: string, materialId: number,
 *   courseID: number }>}
 */
export function todaysLiveClasses(username, now = Date.now()) {
  return (liveClassPlans[username] ?? []).map(({ startsInMinutes, lengthMinutes, ...liveClass }) => {
    const start = now + startsInMinutes * minute;
    return {
      ...liveClass,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + lengthMinutes * minute).toISOString(),
    };
  });
}
