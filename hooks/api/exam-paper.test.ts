import { ApiError } from '@/lib/api/api-error';
import { paperOnScreen } from './exam-paper';
import { namedPaper } from '@/lib/exam/__fixtures__/papers';

const paper = namedPaper;
const fresh = paper('fresh');
const kept = { exam: paper('kept'), savedAt: 1000 };
const noResponse = new ApiError('no-response', 'No response from server');
const serverFailure = new ApiError('server', 'Request failed', 503);

const ownStart = { ownEnrollment: true, open: false };
const ownOpen = { ownEnrollment: true, open: true };

describe('the exam paper on screen (device first)', () => {
  it('draws the kept paper while the read is unanswered, and says since when it is kept', () => {
    expect(paperOnScreen({ fetched: undefined, error: undefined }, kept, ownStart)).toEqual({
      exam: kept.exam,
      error: undefined,
      keptAt: 1000,
    });
  });

  it('keeps the kept paper when no answer comes, with the no-response error so the screen asks again', () => {
    expect(paperOnScreen({ fetched: undefined, error: noResponse }, kept, ownStart)).toEqual({
      exam: kept.exam,
      error: noResponse,
      keptAt: 1000,
    });
  });

  it("takes the server's paper once it answers", () => {
    expect(paperOnScreen({ fetched: fresh, error: undefined }, kept, ownStart)).toEqual({
      exam: fresh,
      error: undefined,
      keptAt: null,
    });
  });

  it("shows the server's failure as without a kept paper on the start screen", () => {
    expect(paperOnScreen({ fetched: undefined, error: serverFailure }, kept, ownStart)).toEqual({
      exam: undefined,
      error: serverFailure,
      keptAt: null,
    });
  });

  it('keeps an open exam on the kept paper whatever the server answers later', () => {
    expect(paperOnScreen({ fetched: undefined, error: serverFailure }, kept, ownOpen)).toEqual({
      exam: kept.exam,
      error: undefined,
      keptAt: null,
    });
  });

  it('is the read alone without a kept paper', () => {
    expect(paperOnScreen({ fetched: undefined, error: undefined }, null, ownStart)).toEqual({
      exam: undefined,
      error: undefined,
      keptAt: null,
    });
    expect(paperOnScreen({ fetched: undefined, error: noResponse }, null, ownOpen).error).toBe(noResponse);
  });

  it("waits for an answer for an enrollment not in the student's list, and stands in only when none comes", () => {
    const notOwn = { ownEnrollment: false, open: false };
    expect(paperOnScreen({ fetched: undefined, error: undefined }, kept, notOwn).exam).toBeUndefined();
    expect(paperOnScreen({ fetched: undefined, error: noResponse }, kept, notOwn).exam).toBe(kept.exam);
    expect(paperOnScreen({ fetched: undefined, error: serverFailure }, kept, notOwn).exam).toBeUndefined();
  });
});
