/** Shapes of the product API (interfaces.md "Field names"; extras documented in docs/api.md). */

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

export interface EnrollmentList {
  courseEnrollments: Enrollment[];
  userLastInfo: LastInfo[];
  todaysLiveClass: LiveClass[];
}

/** What `api/tokens/casdoortokenanduser` returns once parsed and checked. */
export interface Tokens {
  accessToken: string;
  idToken: string | null;
  refreshToken: string | null;
}

export interface Notification {
  id: number;
  title: string;
  body: string;
  createdAt: string;
  read: boolean;
}

export interface DownloadRight {
  remaining: number;
  limit: number;
}
