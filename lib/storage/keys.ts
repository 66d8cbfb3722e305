/** Local storage keys, exactly as docs/interfaces.md spells them. */
export const storageKeys = {
  token: 'token',
  refresh: 'refresh',
  idToken: 'id_token',
  user: 'user',
  nightMode: 'nightMode',
  offlineVideosCount: 'offline_videos_count',
  locale: 'locale',
  videoPositions: 'video_positions',
  videoCaptions: 'video_captions',
  examAttempts: 'exam_attempts',
  /** The write queue; its stored name predates the queue's name and stays: queued writes live under it. */
  writeQueue: 'offline_writes',
  examTargetScores: 'exam_target_scores',
  helpDraft: 'help_draft',
  examAttemptOwners: 'exam_attempt_owners',
  deviceStudent: 'device_student',
  /** The student's own API answers kept on this device, drawn at once on the next visit (decision 44). */
  keptAnswers: 'kept_answers',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** What logout and an auth failure remove; preferences and offline downloads stay. */
export const sessionKeys: readonly StorageKey[] = [
  storageKeys.token,
  storageKeys.refresh,
  storageKeys.idToken,
  storageKeys.user,
];
