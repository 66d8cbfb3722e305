import { meetingTimes } from '../seed/zoom-meetings.mjs';

/**
 * Materials as the API answers them. Zoom meetings are planned relative to a moment (the seed's,
 * see zoom-meetings.mjs), so their `startTime` and `duration` are added at answer time, from the
 * same moment for a live class and its material, which then agree to the millisecond.
 */
function materialAt(material, now) {
  return material.type === 'zoom' ? { ...material, ...meetingTimes(material.id, now) } : material;
}

/** The enrollments with every material as of `now`. */
export function enrollmentsAt(enrollments, now) {
  return enrollments.map((enrollment) => ({
    ...enrollment,
    course: {
      ...enrollment.course,
      courseSections: enrollment.course.courseSections.map((section) => ({
        ...section,
        courseTopics: section.courseTopics.map((topic) => ({
          ...topic,
          materials: topic.materials.map((material) => materialAt(material, now)),
        })),
      })),
    },
  }));
}

/**
 * The material with this id (as written in the path) in one of `courses`, as of `now`, with where
 * it sits: `{ ...material, courseID, sectionId, topicId }`; undefined when there is none.
 */
export function findMaterial(courses, id, now) {
  for (const course of courses) {
    for (const section of course.courseSections) {
      for (const topic of section.courseTopics) {
        const material = topic.materials.find((candidate) => String(candidate.id) === id);
        if (material) {
          return { ...materialAt(material, now), courseID: course.id, sectionId: section.id, topicId: topic.id };
        }
      }
    }
  }
  return undefined;
}
