import type { Enrollment } from '@/lib/types';
import { groupEnrollments, isExamCourse, sortByCourseRef } from './enrollments';

const enrollment = (id: number, courseRef: number, typeName: string): Enrollment => ({
  id,
  courseID: id * 10,
  course: { id: id * 10, name: `Course ${id}`, courseRef, courseType: { name: typeName }, courseSections: [] },
});

describe('enrollment grouping and order', () => {
  it('recognises exam courses by their type name only', () => {
    expect(isExamCourse({ courseType: { name: 'E-YDS Deneme Sınavı' } })).toBe(true);
    expect(isExamCourse({ courseType: { name: 'E-Yökdil Deneme Sınavı' } })).toBe(true);
    expect(isExamCourse({ courseType: { name: 'e-yds deneme sınavı' } })).toBe(false);
    expect(isExamCourse({ courseType: { name: 'Genel İngilizce' } })).toBe(false);
  });

  it('sorts ascending by courseRef without touching the input', () => {
    const input = [enrollment(1, 3, 'A'), enrollment(2, 1, 'A'), enrollment(3, 2, 'A')];
    expect(sortByCourseRef(input).map((item) => item.course.courseRef)).toEqual([1, 2, 3]);
    expect(input.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('splits normal and exam courses, each sorted by courseRef', () => {
    const grouped = groupEnrollments([
      enrollment(1, 3, 'Genel İngilizce'),
      enrollment(2, 5, 'E-YDS Deneme Sınavı'),
      enrollment(3, 1, 'Akademik İngilizce'),
      enrollment(4, 4, 'E-Yökdil Deneme Sınavı'),
    ]);
    expect(grouped.courseEnrollments.map((item) => item.id)).toEqual([3, 1]);
    expect(grouped.quizEnrollments.map((item) => item.id)).toEqual([4, 2]);
  });
});
