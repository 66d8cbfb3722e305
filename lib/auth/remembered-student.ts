import * as v from 'valibot';
import { storageKeys } from '@/lib/storage/keys';
import { readStored, removeStored, writeStored } from '@/lib/storage/stored-value';
import type { User } from '@/lib/types';

/** Whose session ended without a sign-out: the name the sign-in offers to continue as. */
export type RememberedStudent = Pick<User, 'FirstName' | 'LastName'>;

/** As long as the provider keeps its own session (14 days, demo/identity/provider.mjs): past it "Continue" would ask anyway. */
export const rememberedStudentMaxAgeMs = 14 * 24 * 60 * 60 * 1000;

const rememberedStudentSchema = v.object({ FirstName: v.string(), LastName: v.string() });

/** Noted at every sign-in; only the names, nothing that signs anyone in. */
export const rememberStudent = ({ FirstName, LastName }: User) =>
  writeStored(storageKeys.rememberedStudent, { FirstName, LastName } satisfies RememberedStudent);

export const readRememberedStudent = (): RememberedStudent | null =>
  readStored(storageKeys.rememberedStudent, { schema: rememberedStudentSchema, maxAgeMs: rememberedStudentMaxAgeMs });

/** Sign-out and "Sign in as someone else": the device no longer offers the name. */
export const forgetRememberedStudent = () => removeStored(storageKeys.rememberedStudent);
