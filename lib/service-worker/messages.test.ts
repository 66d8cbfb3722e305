import { messageType, workerMessages } from './messages';

describe('messageType', () => {
  it('reads the known message types', () => {
    expect(messageType({ type: 'SKIP_WAITING' })).toBe(workerMessages.skipWaiting);
    expect(messageType({ type: 'CLEAR_STUDENT_DATA' })).toBe(workerMessages.sessionEnded);
    expect(messageType({ type: 'SESSION_STARTED' })).toBe(workerMessages.sessionStarted);
  });

  it('ignores anything else', () => {
    expect(messageType({ type: 'OTHER' })).toBeNull();
    expect(messageType('SKIP_WAITING')).toBeNull();
    expect(messageType(null)).toBeNull();
  });
});
