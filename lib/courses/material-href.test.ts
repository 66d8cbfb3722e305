import type { Enrollment, MaterialType } from '@/lib/types';
import { materialHref } from './material-href';

const enrollment = (typeName: string): Pick<Enrollment, 'id' | 'course'> => ({
  id: 31,
  course: { id: 1, name: 'C', courseRef: 1, courseType: { name: typeName }, courseSections: [] },
});

describe('material links', () => {
  it.each<[MaterialType, string]>([
    ['video', '/VideoGoster/9'],
    ['pdf', '/PdfGoster/9'],
    ['zoom', '/ZoomGoster/9'],
    ['code4edu', '/Code4EduGoster/9'],
  ])('opens a %s material on its screen', (type, href) => {
    expect(materialHref({ id: 9, type }, enrollment('Genel İngilizce'))).toBe(href);
  });

  it('opens exams in the exam type of their course, with the enrollment', () => {
    expect(materialHref({ id: 9, type: 'exam' }, enrollment('E-YDS Deneme Sınavı'))).toBe('/SinaviCoz/9/31');
    expect(materialHref({ id: 9, type: 'exam' }, enrollment('E-Yökdil Deneme Sınavı'))).toBe('/SinaviCozYokdil/9/31');
  });
});
