import type { Enrollment } from '@/lib/types';
import { locateLastInfo, locateMaterial } from './locate';

const enrollments: Enrollment[] = [
  {
    id: 1,
    courseID: 101,
    course: {
      id: 101,
      name: 'B1',
      courseRef: 1,
      courseType: { name: 'Genel İngilizce' },
      courseSections: [
        {
          id: 1002,
          name: 'Ünite 2',
          order: 2,
          courseTopics: [
            {
              id: 5005,
              name: 'Past Continuous',
              order: 1,
              materials: [{ id: 9006, name: 'Past Continuous: video', type: 'video' }],
            },
          ],
        },
      ],
    },
  },
];

describe('continue where you left off', () => {
  it('finds the course, section and topic of a last-info entry', () => {
    const found = locateLastInfo(enrollments, { courseID: 101, sectionId: 1002, topicId: 5005 });
    expect(found?.topic.name).toBe('Past Continuous');
    expect(found?.section.name).toBe('Ünite 2');
  });

  it.each([
    ['a course the student left', { courseID: 999, sectionId: 1002, topicId: 5005 }],
    ['a removed section', { courseID: 101, sectionId: 1, topicId: 5005 }],
    ['a topic of another section', { courseID: 101, sectionId: 1002, topicId: 1 }],
  ])('ignores %s', (_case, lastInfo) => {
    expect(locateLastInfo(enrollments, lastInfo)).toBeNull();
  });
});

describe('a material among the courses', () => {
  it('names its course, section and topic', () => {
    expect(locateMaterial(enrollments, 9006)).toEqual({
      courseID: 101,
      courseName: 'B1',
      sectionId: 1002,
      topicId: 5005,
      material: { id: 9006, name: 'Past Continuous: video', type: 'video' },
    });
  });

  it('is null for a material in none of them', () => {
    expect(locateMaterial(enrollments, 9999)).toBeNull();
  });
});
