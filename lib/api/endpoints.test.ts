/** @jest-environment node */
import { ApiError } from './api-error';
import * as api from './endpoints';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

jest.mock('./product-api', () => {
  const client = jest.requireActual<typeof import('./client')>('./client').createApiClient({
    baseUrl: 'http://localhost:4000/',
    getAccessToken: () => 'access-1',
    onAuthFailure: () => undefined,
    fetchImpl: ((url: string, init: RequestInit) => fetchMock(url, init)) as unknown as typeof fetch,
  });
  return { productApi: () => client };
});

const answering = (body: unknown) =>
  fetchMock.mockImplementation(async () =>
    body === undefined ? new Response('', { status: 200 }) : new Response(JSON.stringify(body), { status: 200 }),
  );

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => fetchMock.mockReset());

// The demo backend's own answers (demo/api, demo/seed, plain JavaScript), as documented in docs/api.md.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const demo = (path: string): Record<string, any> => jest.requireActual(`@/demo/${path}`);
const { examForStudent, findExam } = demo('api/exams.mjs');
const { historyEntryForStudent, solvedExamForStudent } = demo('api/exam-results.mjs');
const { enrollmentsAt, findMaterial } = demo('api/materials.mjs');
const { enrollmentSeed, lastInfoSeed } = demo('seed/courses.mjs');
const { downloadRightSeed } = demo('seed/download-rights.mjs');
const { seedExamHistory } = demo('seed/exam-history.mjs');
const { todaysLiveClasses } = demo('seed/live-classes.mjs');
const { seedNotifications } = demo('seed/notifications.mjs');
const { topicCompletionSeed } = demo('seed/topic-completions.mjs');
const now = Date.now();
const ayse = 'ayse.yilmaz';
const ayseEnrollments = enrollmentSeed[ayse];
const courses = ayseEnrollments.map((enrollment: { course: unknown }) => enrollment.course);
const exam = findExam({ enrollments: ayseEnrollments }, 9049, 202);
const [pastAttempt] = seedExamHistory(ayse, now);
const pastExam = findExam({ enrollments: ayseEnrollments }, 9033, 202);
const attempt = {
  attemptId: 'a-54a84291-d053-40c7-b7a2-4f37d75eaade',
  examId: 9033,
  enrollmentId: 202,
  status: 'in-progress',
  startedAt: '2025-01-01T10:00:00.000Z',
  deadline: '2025-01-01T13:00:00.000Z',
  serverNow: '2025-01-01T10:12:30.125Z',
  answers: { '903301': 'C', '903302': null },
  solvedExamId: null,
};
const entry = { questionId: 903301, answer: 'C' as const, answeredAt: '2025-01-01T10:12:29.900Z', seq: 17 };

/** [call, documented answer, a wrong answer] for every call of docs/api.md. */
const calls: [string, () => Promise<unknown>, unknown, unknown][] = [
  [
    'token exchange',
    () => api.exchangeProviderToken('provider-access'),
    {
      token: JSON.stringify({ access_token: 'at', id_token: 'it', refresh_token: 'rt' }),
      userinfo: JSON.stringify({ FirstName: 'Ayşe', LastName: 'Yılmaz' }),
    },
    { token: { access_token: 'at' }, userinfo: JSON.stringify({ FirstName: 'Ayşe', LastName: 'Yılmaz' }) },
  ],
  [
    'enrollments',
    api.fetchEnrollments,
    {
      courseEnrollments: enrollmentsAt(ayseEnrollments, now),
      userLastInfo: lastInfoSeed[ayse],
      todaysLiveClass: todaysLiveClasses(ayse, now),
    },
    { courseEnrollments: { id: 201, courseID: 101, course: { id: 101, name: 'B1' } } },
  ],
  [
    'topic completions',
    () => api.fetchTopicCompletions(101),
    topicCompletionSeed[ayse][101],
    [{ topicId: '5001', completed: 100 }],
  ],
  [
    'topic marking',
    () => api.saveTopicCompletion(101, { topicId: 5005, completed: 100 }),
    { topicId: 5005, completed: 100 },
    { ok: true },
  ],
  [
    'material',
    () => api.fetchMaterial(9001),
    findMaterial(courses, '9001', now),
    { id: 9001, name: 'x', type: 'podcast' },
  ],
  [
    'zoom material',
    () => api.fetchMaterial(9005),
    findMaterial(courses, '9005', now),
    { ...findMaterial(courses, '9005', now), courseID: null },
  ],
  [
    'guest material',
    () => api.fetchGuestMaterial(9001),
    findMaterial(courses, '9001', now),
    '<html>Proxy login</html>',
  ],
  ['unread count', api.fetchUnreadCount, { count: 3 }, { count: -1 }],
  ['unread count as a number', api.fetchUnreadCount, 3, 2.5],
  [
    'notifications',
    api.fetchNotifications,
    seedNotifications(ayse, now),
    [{ id: 1, title: 'a', body: 'b', createdAt: '2026-03-10T09:00:00Z', read: false }],
  ],
  ['marking read', () => api.markNotificationRead(302), { id: 302, sended: true }, { id: 302, sended: false }],
  ['download right', api.fetchDownloadRight, downloadRightSeed[ayse], { remaining: '3', limit: 5 }],
  ['recorded videos', api.fetchRecordedVideos, { materialIds: [9001, 9003] }, [9001, 9003]],
  [
    'recorded download',
    () => api.recordVideoDownload(9001),
    { materialId: 9001, remaining: 2, limit: 5 },
    { remaining: 2 },
  ],
  ['page log', () => api.logPageOpen('/ogrenimIcerigi'), { id: '65a1f0c2e4b0a1b2c3d4e5f6' }, [{ id: 1 }]],
  [
    'help request',
    () => api.sendHelpRequest({} as never),
    { id: 1, requestId: '0b9c6c2e-6d1f-4c1e-9a53-3f2b1d1c9e77', receivedAt: '2026-11-23T10:00:02.000Z' },
    { id: 1, requestId: 'x', receivedAt: 'soon' },
  ],
  [
    'exam',
    () => api.fetchExam(9049, 202),
    examForStudent(exam),
    {
      ...examForStudent(exam),
      sections: [
        { id: 1, name: 'x', questions: [{ id: 1, number: 1, text: 'q', options: [{ key: 'F', text: 'x' }] }] },
      ],
    },
  ],
  [
    'full exam',
    () => api.fetchExam(9033, 202),
    examForStudent(pastExam),
    { ...examForStudent(pastExam), examType: 'toefl' },
  ],
  ['attempt', () => api.startExamAttempt(9033, 202), attempt, { ...attempt, status: 'submitted', solvedExamId: null }],
  [
    'saved answers',
    () => api.saveExamAnswers('a-1', [entry]),
    {
      accepted: [903301],
      rejected: [{ questionId: 903302, reason: 'after-deadline' }],
      serverNow: '2025-01-01T10:12:30.125Z',
    },
    { accepted: '903301' },
  ],
  [
    'submitted attempt',
    () =>
      api.submitExamAttempt('a-1', { submissionId: 's-1', answers: [entry], submittedAt: '2025-01-01T12:59:58.000Z' }),
    { solvedExamId: 5001, status: 'submitted' },
    { status: 'submitted' },
  ],
  [
    'solved exam',
    () => api.fetchSolvedExam(4001),
    solvedExamForStudent(pastAttempt, pastExam),
    {
      ...solvedExamForStudent(pastAttempt, pastExam),
      questions: [{ ...solvedExamForStudent(pastAttempt, pastExam).questions[0], sectionId: 99 }],
    },
  ],
  [
    'exam history',
    () => api.fetchExamHistory(104),
    [historyEntryForStudent(pastAttempt, pastExam)],
    [{ ...historyEntryForStudent(pastAttempt, pastExam), score: null }],
  ],
];

describe('the product-API boundary', () => {
  it.each(calls)('%s: takes the documented answer', async (_name, call, documented) => {
    answering(documented);
    await expect(call()).resolves.toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each(calls)('%s: refuses a wrong answer as invalid-response', async (_name, call, _documented, wrong) => {
    answering(wrong);
    expect(await failure(call())).toMatchObject({ kind: 'invalid-response', message: 'Invalid response data' });
  });

  it.each(calls)('%s: refuses an empty 200 as invalid-response', async (_name, call) => {
    answering(undefined);
    expect(await failure(call())).toMatchObject({ kind: 'invalid-response', message: 'Invalid response data' });
  });

  it('says where the answer went wrong, for the logs', async () => {
    answering({ ...findMaterial(courses, '9001', now), topicId: 'x' });
    expect(await failure(api.fetchMaterial(9001))).toMatchObject({ responseText: expect.stringContaining('topicId') });
  });

  describe('caption tracks of a video', () => {
    const video = findMaterial(courses, '9001', now);
    const english = { src: '/media/captions/lesson-1.en.vtt', srclang: 'en', label: 'English', default: true };
    const turkish = { src: '/media/captions/lesson-1.tr.vtt', srclang: 'tr', label: 'Türkçe' };

    it('keeps well-formed tracks and their default flag', async () => {
      answering({ ...video, captions: [english, turkish] });
      expect((await api.fetchMaterial(9001)).captions).toEqual([english, turkish]);
    });

    it('leaves out malformed entries, keeping the video', async () => {
      answering({
        ...video,
        captions: [
          null,
          'en.vtt',
          { src: '', srclang: 'en', label: 'Empty' },
          { src: ' ', srclang: 'en', label: 'Blank' },
          { src: '/a.vtt', srclang: 'english!', label: 'Bad language' },
          { src: '/b.vtt', srclang: 'de', label: 42 },
          { src: '/c.vtt', srclang: 'PT-br', label: 'Português', default: 'yes' },
        ],
      });
      const material = await api.fetchMaterial(9001);
      expect(material.captions).toEqual([{ src: '/c.vtt', srclang: 'pt-br', label: 'Português' }]);
      expect(material.captions[0]).not.toHaveProperty('default');
      expect(material.url).toBe(video.url);
    });

    it('reads anything but a list, or none, as no tracks', async () => {
      for (const captions of [undefined, null, { src: '/a.vtt' }, 'en.vtt']) {
        answering({ ...video, captions });
        expect((await api.fetchMaterial(9001)).captions).toEqual([]);
      }
    });
  });

  it('encodes the path parameters it takes', async () => {
    answering(findMaterial(courses, '9001', now));
    await api.fetchMaterial('9001');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://localhost:4000/api/v1/materials/9001');
  });

  const badIds = [
    '..',
    '../../users/checkuser',
    '..%2F..%2Fusers%2Fcheckuser',
    '9001/attempts',
    '%2E%2E',
    '9001a',
    'abc',
    '',
    '-1',
    '1.5',
  ];

  it.each(badIds)('refuses the id %j before any request, as not found', async (id) => {
    const refusals = [
      api.fetchMaterial(id),
      api.fetchGuestMaterial(id),
      api.fetchSolvedExam(id),
      api.fetchExam(id, 202),
      api.fetchExam(9033, id),
      api.startExamAttempt(id, 202),
      api.fetchTopicCompletions(id as unknown as number),
      api.markNotificationRead(id as unknown as number),
      api.saveTopicCompletion(101, { topicId: id as unknown as number, completed: 100 }),
      api.fetchExamHistory(id as unknown as number),
    ];
    for (const refusal of refusals) expect(await failure(refusal)).toMatchObject({ kind: 'request', status: 404 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('one id rule: an id the routes would refuse is refused in the answer', () => {
    const pathOf = (id: number) => () => api.apiPaths.material(id);
    const refused = [-1, 10 ** 15, 10 ** 16, Number.MAX_SAFE_INTEGER, 2 ** 53, 1.5];

    it.each([0, 9001, 10 ** 15 - 1])('takes %d, which every path takes', async (id) => {
      expect(pathOf(id)).not.toThrow();
      answering({ ...findMaterial(courses, '9001', now), id });
      expect((await api.fetchMaterial(9001)).id).toBe(id);
    });

    it.each(refused)('refuses %d, which no path takes, as a malformed answer', async (id) => {
      expect(pathOf(id)).toThrow(ApiError);
      answering({ ...findMaterial(courses, '9001', now), topicId: id });
      expect(await failure(api.fetchMaterial(9001))).toMatchObject({ kind: 'invalid-response' });
      answering([{ ...historyEntryForStudent(pastAttempt, pastExam), courseID: id }]);
      expect(await failure(api.fetchExamHistory(104))).toMatchObject({ kind: 'invalid-response' });
      answering([{ topicId: id, completed: 100 }]);
      expect(await failure(api.fetchTopicCompletions(101))).toMatchObject({ kind: 'invalid-response' });
    });

    describe('the course list, where each course stands alone', () => {
      const listed = enrollmentsAt(ayseEnrollments, now);
      type Listed = (typeof listed)[number];
      /** The first course of the list with the first material of its first topic given `change`. */
      const withBadMaterial = (enrollment: Listed, materialId: number) => {
        const [section, ...sections] = enrollment.course.courseSections;
        const [topic, ...topics] = section.courseTopics;
        const [material, ...materials] = topic.materials;
        const badTopic = { ...topic, materials: [{ ...material, id: materialId }, ...materials] };
        const badSection = { ...section, courseTopics: [badTopic, ...topics] };
        return { ...enrollment, course: { ...enrollment.course, courseSections: [badSection, ...sections] } };
      };
      const withBadTopic = (enrollment: Listed, topicId: number) => {
        const [section, ...sections] = enrollment.course.courseSections;
        const [topic, ...topics] = section.courseTopics;
        const badSection = { ...section, courseTopics: [{ ...topic, id: topicId }, ...topics] };
        return { ...enrollment, course: { ...enrollment.course, courseSections: [badSection, ...sections] } };
      };

      it('sets aside a course with a material id of 10^16 and one with a negative topic id, naming them, and keeps the others', async () => {
        const [first, second, ...others] = listed;
        answering({
          courseEnrollments: [withBadMaterial(first, 10 ** 16), withBadTopic(second, -5), ...others],
          userLastInfo: lastInfoSeed[ayse],
          todaysLiveClass: todaysLiveClasses(ayse, now),
        });
        const list = await api.fetchEnrollments();
        expect(list.courseEnrollments.map((enrollment) => enrollment.id)).toEqual(
          others.map((enrollment: Listed) => enrollment.id),
        );
        expect(list.unreadableCourses).toEqual([{ name: first.course.name }, { name: second.course.name }]);
        expect(list.userLastInfo).toEqual(lastInfoSeed[ayse]);
      });

      it('names a course without a usable name as unnamed, and never by a whole document', async () => {
        const [first, second, third] = listed;
        answering({
          courseEnrollments: [
            { ...first, courseID: -1, course: { ...first.course, name: '  ' } },
            { ...second, id: 'x', course: { ...second.course, name: 'n'.repeat(5000) } },
            { ...third, course: null },
            null,
          ],
        });
        const list = await api.fetchEnrollments();
        expect(list.courseEnrollments).toEqual([]);
        expect(list.unreadableCourses).toEqual([
          { name: null },
          { name: 'n'.repeat(200) },
          { name: null },
          { name: null },
        ]);
      });

      it('leaves out a last-visited pointer or a live class with an id no route takes', async () => {
        const [live, ...otherLive] = todaysLiveClasses(ayse, now);
        answering({
          courseEnrollments: listed,
          userLastInfo: [{ courseID: 101, sectionId: 10 ** 16, topicId: 5005 }, ...lastInfoSeed[ayse]],
          todaysLiveClass: [{ ...live, materialId: -9005 }, ...otherLive],
        });
        const list = await api.fetchEnrollments();
        expect(list.courseEnrollments).toHaveLength(listed.length);
        expect(list.unreadableCourses).toEqual([]);
        expect(list.userLastInfo).toEqual(lastInfoSeed[ayse]);
        expect(list.todaysLiveClass).toEqual(otherLive);
      });
    });
  });

  it.each(['..', 'a/b', 'a%2Fb', '', 'x'.repeat(101)])('refuses the attempt id %j before any request', async (id) => {
    expect(await failure(api.saveExamAnswers(id, [entry]))).toMatchObject({ status: 404 });
    expect(await failure(api.submitExamAttempt(id, { submissionId: 's', answers: [], submittedAt: '' }))).toMatchObject(
      { status: 404 },
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
