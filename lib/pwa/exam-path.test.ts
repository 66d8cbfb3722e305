import { isExamPath } from './exam-path';

describe('isExamPath', () => {
  it('knows both exam routes', () => {
    expect(isExamPath('/SinaviCoz/9/31')).toBe(true);
    expect(isExamPath('/SinaviCozYokdil/12/40/')).toBe(true);
  });

  it('knows that the summary and the other screens are no exam', () => {
    expect(isExamPath('/SinavOzeti/77')).toBe(false);
    expect(isExamPath('/ogrenimIcerigi')).toBe(false);
    expect(isExamPath('/SinaviCoz/9')).toBe(false);
  });
});
