/** @jest-environment node */
import { downloadEndpoints } from './downloads.mjs';
import { createStudentStates } from './student-states.mjs';

const [recordDownload, listRecorded] = downloadEndpoints;

function ayse() {
  return createStudentStates().of('ayse.yilmaz');
}

const record = (state, body) => recordDownload.handle({ state, body });

describe('POST /api/v1/downloadedvods', () => {
  it('uses one download per distinct video and says what is left', () => {
    const state = ayse();
    expect(record(state, { materialId: 9001 })).toEqual({
      status: 201,
      body: { materialId: 9001, remaining: 2, limit: 5 },
    });
    expect(record(state, { materialId: 9001 })).toEqual({
      status: 200,
      body: { materialId: 9001, remaining: 2, limit: 5 },
    });
    expect(record(state, { materialId: 9003 }).body.remaining).toBe(1);
    expect(state.downloadRight).toEqual({ remaining: 1, limit: 5 });
  });

  it('lists the videos recorded, each once, in the order they were first recorded (GET)', () => {
    const state = ayse();
    expect(listRecorded.handle({ state })).toEqual({ status: 200, body: { materialIds: [] } });
    record(state, { materialId: 9003 });
    record(state, { materialId: 9001 });
    record(state, { materialId: 9003 });
    expect(listRecorded.handle({ state })).toEqual({ status: 200, body: { materialIds: [9003, 9001] } });
  });

  it('refuses a new video once no downloads are left', () => {
    const state = ayse();
    state.downloadRight.remaining = 0;
    expect(record(state, { materialId: 9001 })).toEqual({ status: 409, body: { message: 'No downloads left' } });
  });

  it('accepts only the student’s videos', () => {
    const state = ayse();
    expect(record(state, { materialId: 9002 }).status).toBe(404);
    expect(record(state, { materialId: 424242 }).status).toBe(404);
    expect(record(state, { materialId: '9001' })).toEqual({
      status: 400,
      body: { message: 'materialId must be an integer' },
    });
    expect(record(state, [9001])).toEqual({ status: 400, body: { message: 'body must be a JSON object' } });
  });
});
