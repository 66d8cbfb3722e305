import type { Section } from '@/lib/types';
import { courseExams } from './course-exams';

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
});
