import type { Course, Material } from '@/lib/types';

export interface CourseExam {
  material: Material;
  topicId: number;
}

/** The exam materials of a course in outline order, each with the topic it belongs to. */
export function courseExams(course: Pick<Course, 'courseSections'>): CourseExam[] {
  return course.courseSections.flatMap((section) =>
    section.courseTopics.flatMap((topic) =>
      topic.materials.filter((material) => material.type === 'exam').map((material) => ({ material, topicId: topic.id })),
    ),
  );
}
