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
  rememberedStudent: 'remembered_student',
  /** The session's id, made at sign-in and stored with the token: what every read is bound to (decision 44). */
  sessionId: 'session_id',
  /** Where an earlier version kept the student's API answers; removed when a session ends (they now live in IndexedDB). */
  keptAnswers: 'kept_answers',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** What logout and an auth failure remove; preferences and offline downloads stay. */
export const sessionKeys: readonly StorageKey[] = [
  storageKeys.token,
  storageKeys.refresh,
  storageKeys.idToken,
  storageKeys.user,
  storageKeys.sessionId,
];
