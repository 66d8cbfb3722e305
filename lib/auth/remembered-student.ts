import * as v from 'valibot';
import { storageKeys } from '@/lib/storage/keys';
import { readStored, removeStored, writeStored } from '@/lib/storage/stored-value';
import type { User } from '@/lib/types';

/**
 * Whose session ended without a sign-out: the name the sign-in offers to continue as, and the user
 * name the provider's form starts with (`login_hint`). Never a way in: the provider asks for the
 * password all the same (decision 48).
 */
export interface RememberedStudent {
  FirstName: string;
  LastName: string;
  UserName?: string;
}

/** How long the device offers the name after the last sign-in. */
export const rememberedStudentMaxAgeMs = 14 * 24 * 60 * 60 * 1000;

const rememberedStudentSchema = v.object({
  FirstName: v.string(),
  LastName: v.string(),
  UserName: v.optional(v.pipe(v.string(), v.nonEmpty())),
});

/** Noted at every sign-in but on a shared computer; only names, nothing that signs anyone in. */
export const rememberStudent = ({ FirstName, LastName, UserName }: User) =>
  writeStored(storageKeys.rememberedStudent, {
    FirstName,
    LastName,
    ...(typeof UserName === 'string' && UserName !== '' && { UserName }),
  } satisfies RememberedStudent);

export const readRememberedStudent = (): RememberedStudent | null =>
  readStored(storageKeys.rememberedStudent, { schema: rememberedStudentSchema, maxAgeMs: rememberedStudentMaxAgeMs });

/** Sign-out and "Sign in as someone else": the device no longer offers the name. */
export const forgetRememberedStudent = () => removeStored(storageKeys.rememberedStudent);
