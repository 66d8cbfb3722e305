/** Offline-video download rights per username: how many downloads are left of the limit. */
export const downloadRightSeed = {
  'ayse.yilmaz': { remaining: 3, limit: 5 },
  'mehmet.demir': { remaining: 5, limit: 5 },
};
