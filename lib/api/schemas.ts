import * as v from 'valibot';
import { isUsableToken } from '@/lib/session/token-shape';
import { questionTypes } from '@/lib/exam-progress/question-types';
import { isRecordId } from '@/lib/routes/route-ids';
import { isLanguage } from '@/lib/video/captions';
import type {
  CaptionTrack,
  DownloadRight,
  EnrollmentList,
  Exam,
  ExamAttempt,
  ExamHistoryEntry,
  MaterialDetail,
  Notification,
  RecordedDownload,
  SavedAnswers,
  SolvedExam,
  SubmittedAttempt,
  Tokens,
  TopicCompletion,
  UnreadableCourse,
  User,
} from '@/lib/types';

/**
 * One schema per product-API answer (docs/api.md): what the portal relies on, checked once at the
 * boundary (lib/api/endpoints.ts). Unknown extra fields are dropped; a missing or mistyped field
 * makes the whole answer `invalid-response`, except in the course list, where each course stands
 * alone (`enrollmentListSchema`).
 */

/**
 * Every id the API sends is a record id as the routes know it (lib/routes/route-ids.ts, decision
 * 74): an id a path would refuse (negative, 16 digits or more) makes its answer malformed here,
 * so it never reaches a link or a path during a render.
 */
const id = v.pipe(
  v.number(),
  v.check((value: number) => isRecordId(value), 'not a record id'),
);
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const isoTime = v.pipe(
  v.string(),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'not an ISO 8601 time'),
);
const optionKey = v.picklist(['A', 'B', 'C', 'D', 'E']);
const examType = v.picklist(['yds', 'yokdil']);

const material = v.object({
  id,
  name: v.string(),
  type: v.picklist(['video', 'pdf', 'zoom', 'code4edu', 'exam']),
  url: v.optional(v.string()),
  duration: v.optional(v.number()),
  startTime: v.optional(v.string()),
  questionCount: v.optional(count),
});

/** A caption track's `src` or `label`: not blank, not a whole document. */
const captionText = v.pipe(
  v.string(),
  v.check((text) => text.trim() !== '', 'blank'),
  v.maxLength(2000),
);

const captionTrack = v.pipe(
  v.object({
    src: captionText,
    srclang: v.pipe(
      v.string(),
      v.check((tag: string) => isLanguage(tag), 'not a language tag'),
      v.toLowerCase(),
    ),
    label: captionText,
    default: v.optional(v.unknown()), // anything but `true`: not the default track
  }),
  v.transform(({ default: isDefault, ...track }): CaptionTrack =>
    isDefault === true ? { ...track, default: true } : track,
  ),
);

/**
 * A video's WebVTT tracks: a malformed entry (or a malformed list) is left out, so a bad track
 * never costs the student the video.
 */
const captionTracksSchema = v.pipe(
  v.fallback(v.array(v.fallback(v.nullable(captionTrack), null)), []),
  v.transform((tracks) => tracks.filter((track) => track !== null)),
);

export const materialSchema = v.object({
  ...material.entries,
  courseID: id,
  sectionId: id,
  topicId: id,
  downloadable: v.optional(v.boolean()),
  guestShared: v.optional(v.boolean()),
  captions: v.optional(captionTracksSchema, []),
}) satisfies v.GenericSchema<unknown, MaterialDetail>;

/**
 * The login's own failures a token answer can show (product.md section 8): the message of the issue
 * names the one the student sees (lib/auth/login-error.ts counts them among the login's failures).
 */
export const tokenAnswerFailures = ['access-token-missing', 'invalid-user'] as const;
const [accessTokenMissing, invalidUser] = tokenAnswerFailures;

/** A token no header can carry (CR LF, megabytes) would fail every later call. */
const headerSafe = v.check((token: string) => isUsableToken(token), 'not a token a header can carry');
const usableToken = v.pipe(v.string(), headerSafe);

/**
 * `casdoortokenanduser`: `token` and `userinfo` are JSON strings (docs/interfaces.md). The access token
 * must be there (else `access-token-missing`) and usable; an unusable id or refresh token is left
 * out, the session works without it; user info without a first and last name is `invalid-user`.
 * Anything else wrong is `invalid-response`.
 */
export const tokenResponseSchema = v.pipe(
  v.object({
    token: v.pipe(
      v.string(),
      v.parseJson(),
      v.object({
        access_token: v.optional(v.pipe(v.string(accessTokenMissing), v.nonEmpty(accessTokenMissing), headerSafe), ''),
        id_token: v.fallback(v.nullable(usableToken), null),
        refresh_token: v.fallback(v.nullable(usableToken), null),
      }),
    ),
    userinfo: v.pipe(
      v.string(invalidUser),
      v.parseJson(undefined, invalidUser),
      v.looseObject({ FirstName: v.string(invalidUser), LastName: v.string(invalidUser) }, invalidUser),
    ),
  }),
  v.transform(({ token, userinfo }) => ({
    tokens: { accessToken: token.access_token, idToken: token.id_token, refreshToken: token.refresh_token },
    user: userinfo,
  })),
) satisfies v.GenericSchema<unknown, { tokens: Tokens; user: User }>;

const course = v.object({
  id,
  name: v.string(),
  courseRef: v.number(),
  courseType: v.object({ name: v.string() }),
  description: v.optional(v.string()),
  imagePath: v.optional(v.nullable(v.string())),
  courseSections: v.array(
    v.object({
      id,
      name: v.string(),
      order: v.number(),
      courseTopics: v.array(v.object({ id, name: v.string(), order: v.number(), materials: v.array(material) })),
    }),
  ),
});

const enrollment = v.object({ id, courseID: id, course });

/** The longest course name an unreadable course is named by: a name, not a document. */
const unreadableNameLength = 200;

/** What the student is told of a course that did not fit: its name, when the answer carries a usable one. */
function unreadableCourse(entry: unknown): UnreadableCourse {
  const name = (entry as { course?: { name?: unknown } } | null)?.course?.name;
  return {
    name: typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, unreadableNameLength) : null,
  };
}

/**
 * The list's parts that stand alone: a course that does not fit (a malformed field, an id the routes
 * would refuse) is set aside with its name for a message in its place; a last-visited pointer or a
 * live class that does not fit is left out. One bad entry never costs the student the others.
 */
function entriesThatFit<TSchema extends v.GenericSchema>(schema: TSchema, entries: readonly unknown[]) {
  const fitting: v.InferOutput<TSchema>[] = [];
  const rest: unknown[] = [];
  for (const entry of entries) {
    const checked = v.safeParse(schema, entry);
    if (checked.success) fitting.push(checked.output);
    else rest.push(entry);
  }
  return { fitting, rest };
}

const fittingOnly = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.pipe(
    v.array(v.unknown()),
    v.transform((entries) => entriesThatFit(schema, entries).fitting),
  );

export const enrollmentListSchema = v.pipe(
  v.object({
    courseEnrollments: v.array(v.unknown()),
    userLastInfo: v.optional(fittingOnly(v.object({ courseID: id, sectionId: id, topicId: id })), []),
    todaysLiveClass: v.optional(
      fittingOnly(
        v.object({ id, name: v.string(), startTime: isoTime, endTime: isoTime, materialId: id, courseID: id }),
      ),
      [],
    ),
  }),
  v.transform(({ courseEnrollments, ...rest }): EnrollmentList => {
    const { fitting, rest: unreadable } = entriesThatFit(enrollment, courseEnrollments);
    return { ...rest, courseEnrollments: fitting, unreadableCourses: unreadable.map(unreadableCourse) };
  }),
) satisfies v.GenericSchema<unknown, EnrollmentList>;

export const topicCompletionSchema = v.object({
  topicId: id,
  completed: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
}) satisfies v.GenericSchema<unknown, TopicCompletion>;

export const topicCompletionsSchema = v.array(topicCompletionSchema);

/** A bare number or `{ count }` (docs/interfaces.md); anything else is a failed fetch (product.md section 8: 0). */
export const unreadCountSchema = v.union([
  count,
  v.pipe(
    v.object({ count }),
    v.transform((answer) => answer.count),
  ),
]) satisfies v.GenericSchema<unknown, number>;

export const notificationsSchema = v.array(
  v.object({ id, title: v.string(), message: v.string(), createdOn: isoTime, sended: v.boolean() }),
) satisfies v.GenericSchema<unknown, Notification[]>;

export const markedReadSchema = v.object({ id, sended: v.literal(true) });

export const downloadRightSchema = v.object({ remaining: count, limit: count }) satisfies v.GenericSchema<
  unknown,
  DownloadRight
>;

/** `GET api/v1/downloadedvods`: the videos recorded for the student, which cost no download again. */
export const recordedVideosSchema = v.pipe(
  v.object({ materialIds: v.array(id) }),
  v.transform((answer) => answer.materialIds),
) satisfies v.GenericSchema<unknown, number[]>;

export const recordedDownloadSchema = v.object({
  materialId: id,
  remaining: count,
  limit: count,
}) satisfies v.GenericSchema<unknown, RecordedDownload>;

export const pageLogSchema = v.object({ id: v.string() });

/** `checkuser`: the portal ignores the result (product.md section 7), so any JSON (or none) will do. */
export const checkUserSchema = v.unknown();

export const helpRequestReceiptSchema = v.object({ id, requestId: v.string(), receivedAt: isoTime });

const examOption = v.object({ key: optionKey, text: v.string() });

export const examSchema = v.object({
  id,
  name: v.string(),
  examType,
  field: v.optional(v.nullable(v.picklist(['health', 'science', 'social'])), null),
  durationSeconds: v.number(),
  questionCount: count,
  sections: v.array(
    v.object({
      id,
      name: v.string(),
      passages: v.optional(v.array(v.object({ id, title: v.optional(v.string(), ''), text: v.string() })), []),
      questions: v.array(
        v.object({
          id,
          number: id,
          text: v.string(),
          passageId: v.optional(v.nullable(id), null),
          options: v.array(examOption),
        }),
      ),
    }),
  ),
}) satisfies v.GenericSchema<unknown, Exam>;

export const examAttemptSchema = v.pipe(
  v.object({
    attemptId: v.pipe(v.string(), v.nonEmpty()),
    examId: id,
    enrollmentId: id,
    status: v.picklist(['in-progress', 'submitted']),
    startedAt: isoTime,
    deadline: isoTime,
    serverNow: isoTime,
    answers: v.record(v.string(), v.nullable(optionKey)),
    solvedExamId: v.optional(v.nullable(id), null),
    submissionId: v.optional(v.nullable(v.string())),
  }),
  v.check((attempt) => attempt.status !== 'submitted' || attempt.solvedExamId !== null, 'submitted without a result'),
) satisfies v.GenericSchema<unknown, ExamAttempt>;

export const savedAnswersSchema = v.object({
  accepted: v.array(id),
  rejected: v.array(v.object({ questionId: id, reason: v.string() })),
  serverNow: isoTime,
}) satisfies v.GenericSchema<unknown, SavedAnswers>;

export const submittedAttemptSchema = v.object({
  solvedExamId: id,
  status: v.literal('submitted'),
  submissionId: v.optional(v.nullable(v.string())),
}) satisfies v.GenericSchema<unknown, SubmittedAttempt>;

const historyQuestion = v.object({
  id,
  number: id,
  type: v.picklist(questionTypes),
  answer: v.nullable(optionKey),
  correctAnswer: optionKey,
});

/** The figures of a submitted attempt that the history and the summary share. */
const attemptFigures = {
  id,
  examId: id,
  examName: v.string(),
  examType,
  enrollmentId: id,
  courseID: id,
  startedAt: v.string(),
  submittedAt: v.string(),
  durationSeconds: v.number(),
  timeUsedSeconds: v.number(),
  score: v.number(),
  correct: count,
  wrong: count,
  empty: count,
  questionCount: count,
};

export const examHistorySchema = v.array(
  v.object({ ...attemptFigures, questions: v.array(historyQuestion) }),
) satisfies v.GenericSchema<unknown, ExamHistoryEntry[]>;

/** Each question must belong to one of its sections: the summary lists questions under their section. */
export const solvedExamSchema = v.pipe(
  v.object({
    ...attemptFigures,
    sections: v.array(
      v.object({ id, name: v.string(), correct: count, wrong: count, empty: count, score: v.number() }),
    ),
    questions: v.array(
      v.object({
        ...historyQuestion.entries,
        sectionId: id,
        text: v.string(),
        options: v.array(examOption),
        explanation: v.nullable(v.string()),
      }),
    ),
  }),
  v.check(
    (exam) => exam.questions.every((question) => exam.sections.some((section) => section.id === question.sectionId)),
    'a question of an unknown section',
  ),
) satisfies v.GenericSchema<unknown, SolvedExam>;
