import { storageKeys } from '@/lib/storage/keys';
import { hasStored } from '@/lib/storage/stored-value';

export const attemptDatabase = { name: 'exam_attempts', version: 1, attempts: 'attempts', answers: 'answers' } as const;

/**
 * Whether this device may keep exam attempts, known without loading their storage code: false only
 * when neither their database nor an earlier version's local-storage copy exists.
 */
export async function mayKeepAttempts(): Promise<boolean> {
  if (hasStored(storageKeys.examAttempts)) return true;
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases().catch(() => null);
  return databases === null || databases.some(({ name }) => name === attemptDatabase.name);
}
