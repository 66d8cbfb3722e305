/** Shapes of the product API (docs/interfaces.md "Fields the portal needs at least"; extras documented in docs/api.md). */

export interface User {
  FirstName: string;
  LastName: string;
  [field: string]: unknown;
}

export type MaterialType = 'video' | 'pdf' | 'zoom' | 'code4edu' | 'exam';

export interface Material {
  id: number;
  name: string;
  type: MaterialType;
  url?: string;
  duration?: number;
  startTime?: string;
  /** Exams: how many questions the paper has; 0 while it has none (docs/api.md, "Exam materials"). */
  questionCount?: number;
}

/**
 * One material with where it sits, from `api/v1/materials/{id}` (and the guest variant).
 * `url` may be relative to the API base URL (demo media) or absolute.
 */
export interface MaterialDetail extends Material {
  courseID: number;
  sectionId: number;
  topicId: number;
  /** PDFs: whether the student may download the file. */
  downloadable?: boolean;
  /** Videos: whether guests may watch it through /misafirGirisi. */
  guestShared?: boolean;
  /** Videos: WebVTT caption tracks (docs/api.md); none when absent; malformed entries are dropped by the schema. */
  captions: CaptionTrack[];
}

/** One WebVTT track of a video material (docs/api.md, `captions`); `src` as the API gives it. */
export interface CaptionTrack {
  src: string;
  /** Lower case. */
  srclang: string;
  label: string;
  default?: boolean;
}

export interface Topic {
  id: number;
  name: string;
  order: number;
  materials: Material[];
}

export interface Section {
  id: number;
  name: string;
  order: number;
  courseTopics: Topic[];
}

export interface Course {
  id: number;
  name: string;
  courseRef: number;
  courseType: { name: string };
  courseSections: Section[];
  description?: string;
  imagePath?: string | null;
}

export interface Enrollment {
  id: number;
  courseID: number;
  course: Course;
}

export interface TopicCompletion {
  topicId: number;
  completed: number;
}

export interface LiveClass {
  id: number;
  name: string;
  startTime: string;
  endTime: string;
  materialId: number;
  courseID: number;
}

export interface LastInfo {
  courseID: number;
  sectionId: number;
  topicId: number;
}

/** A course of the list the portal could not read (lib/api/schemas.ts): shown as a message in its place. */
export interface UnreadableCourse {
  /** Its name when the answer carries one, else null. */
  name: string | null;
}

export interface EnrollmentList {
  courseEnrollments: Enrollment[];
  /** Courses that did not fit their schema: the others are shown, these are named (decision 74). */
  unreadableCourses: UnreadableCourse[];
  userLastInfo: LastInfo[];
  todaysLiveClass: LiveClass[];
}

/** What `api/tokens/casdoortokenanduser` returns once parsed and checked. */
export interface Tokens {
  accessToken: string;
  idToken: string | null;
  refreshToken: string | null;
}

/** One row of `notificationdetails/getAllByUserId` (docs/interfaces.md). */
export interface Notification {
  id: number;
  title: string;
  message: string;
  /** ISO 8601. */
  createdOn: string;
  /** True once read. */
  sended: boolean;
}

export interface DownloadRight {
  remaining: number;
  limit: number;
}

/** One question of a submitted attempt, with the student's answer and the right one. */
export interface SolvedExamQuestion {
  id: number;
  number: number;
  sectionId: number;
  text: string;
  options: ExamOption[];
  /** null when left empty. */
  answer: OptionKey | null;
  correctAnswer: OptionKey;
  type: QuestionType;
  /** Why the key is right, when the paper says. */
  explanation: string | null;
}

/** A section's figures in a submitted attempt. */
interface SolvedExamSection {
  id: number;
  name: string;
  correct: number;
  wrong: number;
  empty: number;
  score: number;
}

/** A submitted attempt, scored by the server (`api/v1/solved-exams/{id}`, docs/api.md). */
export interface SolvedExam {
  id: number;
  examId: number;
  examName: string;
  examType: ExamType;
  enrollmentId: number;
  courseID: number;
  submittedAt: string;
  durationSeconds: number;
  /** Out of 100: 1.25 per correct answer, no penalty for a wrong one. */
  score: number;
  correct: number;
  wrong: number;
  empty: number;
  questionCount: number;
  sections: SolvedExamSection[];
  questions: SolvedExamQuestion[];
  startedAt: string;
  /** From the start to the first submission, at most `durationSeconds`. */
  timeUsedSeconds: number;
}

/** The question types of E-YDS and E-YÖKDİL papers (docs/api.md, "Question types"). */
export type QuestionType =
  | 'vocabulary'
  | 'grammar'
  | 'cloze'
  | 'sentence-completion'
  | 'translation'
  | 'reading'
  | 'dialogue'
  | 'restatement'
  | 'paragraph-completion'
  | 'irrelevant-sentence';

/** One question of a history entry: its type and answers, no texts. */
export type HistoryQuestion = Pick<SolvedExamQuestion, 'id' | 'number' | 'type' | 'answer' | 'correctAnswer'>;

/** One submitted attempt of the results history (`api/v1/solved-exams`, docs/api.md). */
export type ExamHistoryEntry = Omit<SolvedExam, 'sections' | 'questions'> & { questions: HistoryQuestion[] };

type ExamType = 'yds' | 'yokdil';

export type OptionKey = 'A' | 'B' | 'C' | 'D' | 'E';

interface ExamOption {
  key: OptionKey;
  text: string;
}

export interface ExamQuestion {
  id: number;
  /** 1..questionCount across all sections. */
  number: number;
  text: string;
  passageId: number | null;
  options: ExamOption[];
}

export interface ExamPassage {
  id: number;
  title: string;
  text: string;
}

interface ExamSection {
  id: number;
  name: string;
  passages: ExamPassage[];
  questions: ExamQuestion[];
}

/** An exam from `api/v1/exams/{id}`, without its correct answers. */
export interface Exam {
  id: number;
  name: string;
  examType: ExamType;
  field: 'health' | 'science' | 'social' | null;
  durationSeconds: number;
  questionCount: number;
  sections: ExamSection[];
}

/** The student's attempt at an exam, from `api/v1/exams/{id}/attempts`; times are the server's, ISO 8601. */
export interface ExamAttempt {
  attemptId: string;
  examId: number;
  enrollmentId: number;
  status: 'in-progress' | 'submitted';
  startedAt: string;
  deadline: string;
  serverNow: string;
  /** What the server holds so far, by question id; null is a cleared answer. */
  answers: Record<string, OptionKey | null>;
  solvedExamId: number | null;
  /** Submitted: the id of the submission that scored it (docs/api.md); null while in progress, or not said. */
  submissionId?: string | null;
}

/** One answer as the server takes it: per question, the entry with the highest `seq` wins. */
export interface AnswerEntry {
  questionId: number;
  answer: OptionKey | null;
  /** Server time as the device best knows it. */
  answeredAt: string;
  seq: number;
}

export interface SavedAnswers {
  accepted: number[];
  rejected: { questionId: number; reason: string }[];
  serverNow: string;
}

export interface SubmittedAttempt {
  solvedExamId: number;
  status: 'submitted';
  /** The id of the submission that scored the attempt: the request's own, or one that came first. */
  submissionId?: string | null;
}

/** The answer to recording an offline-video download: the right after it (docs/api.md). */
export interface RecordedDownload extends DownloadRight {
  materialId: number;
}
