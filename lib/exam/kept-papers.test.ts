import 'fake-indexeddb/auto';
import type { Exam } from '@/lib/types';
import { isKeptPaper, keepPaper, keptPaperKeys, keptPaperOf, readKeptPaper, removeKeptPaper } from './kept-papers';

const exam: Exam = {
  id: 9049,
  name: 'YDS Kısa Deneme (5 soru)',
  examType: 'yds',
  field: null,
  durationSeconds: 20,
  questionCount: 1,
  sections: [
    {
      id: 1,
      name: 'Kelime ve Dil Bilgisi',
      passages: [{ id: 1, title: 'Sleep', text: 'A passage' }],
      questions: [{ id: 904901, number: 1, text: '…', passageId: 1, options: [{ key: 'A', text: 'go' }] }],
    },
  ],
};

describe('a paper kept on the device', () => {
  it('is keyed by exam and enrollment and holds the whole paper', () => {
    const kept = keptPaperOf(exam, 202, Date.parse('2026-05-01T10:00:00Z'));
    expect(kept).toEqual({
      key: '9049/202',
      examId: 9049,
      enrollmentId: 202,
      exam,
      keptAt: '2026-05-01T10:00:00.000Z',
    });
    expect(isKeptPaper(kept)).toBe(true);
    expect(isKeptPaper(JSON.parse(JSON.stringify(kept)))).toBe(true);
  });

  it('is refused when damaged or of another shape, so a bad copy never opens as an exam', () => {
    const kept = keptPaperOf(exam, 202);
    expect(isKeptPaper(null)).toBe(false);
    expect(isKeptPaper('9049/202')).toBe(false);
    expect(isKeptPaper({ ...kept, key: '9049/203' })).toBe(false);
    expect(isKeptPaper({ ...kept, examId: 9033, key: '9033/202' })).toBe(false);
    expect(isKeptPaper({ ...kept, keptAt: 'yesterday' })).toBe(false);
    expect(isKeptPaper({ ...kept, exam: { ...exam, sections: 'lost' } })).toBe(false);
    const noOptions = {
      ...exam,
      sections: [{ ...exam.sections[0], questions: [{ id: 1, number: 1, text: '…', passageId: null }] }],
    };
    expect(isKeptPaper({ ...kept, exam: noOptions })).toBe(false);
  });
});

describe('the papers this device keeps', () => {
  it('are listed by exam and enrollment, and a removed one is gone from the list and from reading', async () => {
    await keepPaper(exam, 202);
    await keepPaper({ ...exam, id: 9050 }, 202);
    expect((await keptPaperKeys()).sort()).toEqual(['9049/202', '9050/202']);
    expect((await readKeptPaper(9049, 202))?.exam).toEqual(exam);
    await removeKeptPaper(9049, 202);
    expect(await keptPaperKeys()).toEqual(['9050/202']);
    expect(await readKeptPaper(9049, 202)).toBeNull();
  });
});
