import type { Enrollment } from '@/lib/types';
import { backTarget, summaryBack } from './back-target';

const enrollments: Enrollment[] = [
  {
    id: 202,
    courseID: 104,
    course: {
      id: 104,
      name: 'YDS Deneme Sınavları',
      courseRef: 5,
      courseType: { name: 'E-YDS Deneme Sınavı' },
      courseSections: [
        {
          id: 1009,
          name: 'Bölüm Denemeleri',
          order: 2,
          courseTopics: [
            { id: 5020, name: 'Kelime', order: 1, materials: [{ id: 9035, name: 'Deneme', type: 'exam' }] },
          ],
        },
      ],
    },
  },
];
const exam = { courseID: 104, examId: 9035 };
const learningContent = { kind: 'learningContent', href: '/ogrenimIcerigi' };

describe('where the exam summary’s back action leads', () => {
  it('leads to the learning content with ogrenimIcerigi and with unknown values', () => {
    for (const doBack of [summaryBack.learningContent, 'x', 'Kurs', '', '../CourseDetail/104']) {
      expect(backTarget(doBack, exam, enrollments)).toEqual(learningContent);
    }
  });

  it('leads with kurs, and without doBack (the summary the exam opened), to the exam’s topic in its course', () => {
    for (const doBack of [summaryBack.course, undefined]) {
      expect(backTarget(doBack, exam, enrollments)).toEqual({
        kind: 'course',
        href: '/CourseDetail/104/1009/5020',
        courseName: 'YDS Deneme Sınavları',
      });
    }
  });

  it('leads with kurs to the course page when the exam is no longer in its outline', () => {
    expect(backTarget('kurs', { courseID: 104, examId: 1 }, enrollments)).toEqual({
      kind: 'course',
      href: '/CourseDetail/104',
      courseName: 'YDS Deneme Sınavları',
    });
    expect(backTarget('kurs', { courseID: 999, examId: 9035 }, enrollments)).toEqual({
      kind: 'course',
      href: '/CourseDetail/999',
      courseName: null,
    });
  });

  it('leads to the learning content while the summary is not loaded', () => {
    expect(backTarget('kurs', null, enrollments)).toEqual(learningContent);
    expect(backTarget(undefined, null, enrollments)).toEqual(learningContent);
  });
});
