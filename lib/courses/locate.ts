import type { Enrollment, LastInfo, Material, Section, Topic } from '@/lib/types';

interface TopicLocation {
  enrollment: Enrollment;
  section: Section;
  topic: Topic;
}

/** The enrolled course, section and topic a last-info entry points to, or null when gone. */
export function locateLastInfo(enrollments: readonly Enrollment[], lastInfo: LastInfo): TopicLocation | null {
  const enrollment = enrollments.find((item) => item.courseID === lastInfo.courseID);
  const section = enrollment?.course.courseSections.find((item) => item.id === lastInfo.sectionId);
  const topic = section?.courseTopics.find((item) => item.id === lastInfo.topicId);
  return enrollment && section && topic ? { enrollment, section, topic } : null;
}

/** Where a material sits among the student's courses: enough to name it and lead back to it. */
export interface MaterialLocation {
  courseID: number;
  courseName: string;
  sectionId: number;
  topicId: number;
  material: Material;
}

/** The first place of the courses where the material with this id is listed, or null when it is in none. */
export function locateMaterial(enrollments: readonly Enrollment[], materialId: number): MaterialLocation | null {
  for (const { courseID, course } of enrollments)
    for (const section of course.courseSections)
      for (const topic of section.courseTopics) {
        const material = topic.materials.find((item) => item.id === materialId);
        if (material) return { courseID, courseName: course.name, sectionId: section.id, topicId: topic.id, material };
      }
  return null;
}
