import { isApiError } from '@/lib/api/api-error';
import { queueWrite, type NewWrite } from './stored-write-queue';

/**
 * Sends a write now, or keeps it in the write queue when there is no connection (offline, or the
 * request got no answer). Only for writes that are as good sent late as now (idempotent ones).
 * Resolves to whether it was sent or kept; rejects with the server's refusal otherwise.
 */
export async function sendOrQueue(send: () => Promise<unknown>, write: NewWrite): Promise<'sent' | 'queued'> {
  const queue = () => queueWrite(write);
  if (!navigator.onLine && queue()) return 'queued';
  try {
    await send();
    return 'sent';
  } catch (error) {
    if (isApiError(error) && error.kind === 'no-response' && queue()) return 'queued';
    throw error;
  }
}
