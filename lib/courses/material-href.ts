import { examCourseTypes } from '@/lib/config/ui';
import { routes } from '@/lib/routes/routes';
import type { Enrollment, Material } from '@/lib/types';

/** The screen that opens a material, by its type; exams open in the exam type of their course. */
export function materialHref(
  material: Pick<Material, 'id' | 'type'>,
  enrollment: Pick<Enrollment, 'id' | 'course'>,
): string {
  switch (material.type) {
    case 'video':
      return routes.video(material.id);
    case 'pdf':
      return routes.pdf(material.id);
    case 'zoom':
      return routes.zoom(material.id);
    case 'code4edu':
      return routes.code4edu(material.id);
    case 'exam':
      return enrollment.course.courseType.name === examCourseTypes.yokdil
        ? routes.examYokdil(material.id, enrollment.id)
        : routes.exam(material.id, enrollment.id);
  }
}
