import type { ExamHistoryEntry, Section } from '@/lib/types';
import { courseExams, examAvailability, findCourseExam, latestResult } from './course-exams';

const courseSections: Section[] = [
  {
    id: 1,
    name: 'Tam Denemeler',
    order: 1,
    courseTopics: [
      { id: 11, name: 'Deneme 1', order: 1, materials: [{ id: 101, name: 'Sınav 1', type: 'exam', duration: 10800 }] },
      { id: 12, name: 'Konu', order: 2, materials: [{ id: 102, name: 'Video', type: 'video' }] },
    ],
  },
  {
    id: 2,
    name: 'Bölüm Denemeleri',
    order: 2,
    courseTopics: [
      {
        id: 21,
        name: 'Okuma',
        order: 1,
        materials: [
          { id: 103, name: 'Sınav 2', type: 'exam' },
          { id: 104, name: 'Sınav 3', type: 'exam' },
        ],
      },
    ],
  },
];

describe('the exams of a course', () => {
  it('lists every exam material in outline order with its topic, and nothing else', () => {
    expect(courseExams({ courseSections }).map(({ material, topicId }) => [material.id, topicId])).toEqual([
      [101, 11],
      [103, 21],
      [104, 21],
    ]);
  });

  it('is empty for a course without exams', () => {
    expect(courseExams({ courseSections: [] })).toEqual([]);
  });

  it('finds an exam by its id with its section and topic, and nothing for another kind or id', () => {
    expect(findCourseExam({ courseSections }, 103)).toEqual({
      material: { id: 103, name: 'Sınav 2', type: 'exam' },
      sectionId: 2,
      topicId: 21,
    });
    expect(findCourseExam({ courseSections }, 102)).toBeNull();
    expect(findCourseExam({ courseSections }, 999)).toBeNull();
  });
});

describe('whether an exam can be started', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');

  it('is open without a start time or with one in the past, when the paper has questions', () => {
    expect(examAvailability({ questionCount: 80 }, now)).toEqual({ state: 'open' });
    expect(examAvailability({ questionCount: 80, startTime: '2026-11-23T09:59:59Z' }, now)).toEqual({ state: 'open' });
    // A server that does not say how many questions: the exam screen finds out.
    expect(examAvailability({}, now)).toEqual({ state: 'open' });
  });

  it('is not open yet before its start time, saying when it opens', () => {
    expect(examAvailability({ questionCount: 80, startTime: '2026-11-30T10:00:00Z' }, now)).toEqual({
      state: 'notOpen',
      opensAt: new Date('2026-11-30T10:00:00Z'),
    });
  });

  it('has no paper while its question count is 0', () => {
    expect(examAvailability({ questionCount: 0 }, now)).toEqual({ state: 'noPaper' });
  });

  it('ignores a start time that is not a date', () => {
    expect(examAvailability({ questionCount: 5, startTime: 'soon' }, now)).toEqual({ state: 'open' });
  });
});

describe('the latest result of an exam', () => {
  const entry = (id: number, examId: number, enrollmentId: number) =>
    ({ id, examId, enrollmentId }) as ExamHistoryEntry;
  const history = [entry(3, 9033, 202), entry(2, 9049, 202), entry(1, 9033, 202), entry(4, 9033, 203)];

  it('is the newest attempt at that exam through that enrollment', () => {
    expect(latestResult(history, 9033, 202)?.id).toBe(3);
    expect(latestResult(history, 9033, 203)?.id).toBe(4);
  });

  it('is null when the exam was never finished or the history is not loaded', () => {
    expect(latestResult(history, 9035, 202)).toBeNull();
    expect(latestResult(undefined, 9033, 202)).toBeNull();
  });
});
