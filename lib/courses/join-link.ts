import { env } from '@/lib/config/env';
import { allowedHttpsUrl } from '@/lib/routes/allowed-hosts';

/** A live class's meeting link from the API, if it leads to an allowed meeting host (env.meetingHosts). */
export const joinLink = (url: string, hosts: readonly string[] = env.meetingHosts): string | null =>
  allowedHttpsUrl(url, hosts);
