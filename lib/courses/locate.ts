import type { Enrollment, LastInfo, Section, Topic } from '@/lib/types';

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
