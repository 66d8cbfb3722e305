import { isApiError } from '@/lib/api/api-error';
import { requestDeadlineMs, withinDeadline } from '@/lib/api/deadline';
import { checkUser, exchangeProviderToken } from '@/lib/api/endpoints';
import { tokenAnswerFailures } from '@/lib/api/schemas';
import { env } from '@/lib/config/env';
import { saveSession, studentOf } from '@/lib/session/session';
import { announceSessionStart } from '@/lib/session/session-end';
import { forgetStudentOnDemand } from '@/lib/shared-device/forget-student-on-demand';
import type { Locale } from '@/lib/i18n/catalogues';
import type { User } from '@/lib/types';
import { LoginError } from './login-error';
import { loginPlatform, type LoginPlatform } from './platform';
import { codeChallengeS256, codeVerifierLength, randomString } from './pkce';
import { buildAuthorizeUrl, buildCodeExchangeBody, providerPaths } from './provider-urls';
import { forgetRememberedStudent, rememberStudent } from './remembered-student';

/** Kept in sessionStorage between the redirect to the provider and /callback. */
interface PendingLogin {
  state: string;
  codeVerifier: string;
  redirectUri: string;
}

const pendingLoginKey = 'pending_login';

/**
/**
 * How a sign-in starts. `fresh`: the provider asks for credentials whatever session it still
 * holds, so a shared computer never opens the previous student's account (its cookies outlive a
 * 401 or an expired portal session). `continue`: "Continue as <name>", the provider's session may
 * sign that student in again.
 */
export type LoginStart = 'fresh' | 'continue';

/**
 * Remembers state and verifier for /callback and returns the provider's authorize URL, asking for
 * its pages in the student's language.
 */
export async function prepareLogin(
  locale: Locale,
  platform: LoginPlatform = loginPlatform(),
  start: LoginStart = 'fresh',
): Promise<string> {
  const pending: PendingLogin = {
    state: randomString(platform.stateLength),
    codeVerifier: randomString(codeVerifierLength),
    redirectUri: platform.redirectUri,
  };
  sessionStorage.setItem(pendingLoginKey, JSON.stringify(pending));
  return buildAuthorizeUrl({
    authUrl: env.authUrl,
    clientId: env.authClientId,
    redirectUri: pending.redirectUri,
    state: pending.state,
    codeChallenge: await codeChallengeS256(pending.codeVerifier),
    uiLocale: locale,
    reauthenticate: start === 'fresh',
  });
}

/** A fresh sign-in ("Sign in", "Sign in as someone else") also stops offering the remembered name. */
export async function startLogin(locale: Locale, start: LoginStart = 'fresh'): Promise<void> {
  if (start === 'fresh') forgetRememberedStudent();
  window.location.assign(await prepareLogin(locale, loginPlatform(), start));
}

function takePendingLogin(): PendingLogin | null {
  const raw = sessionStorage.getItem(pendingLoginKey);
  sessionStorage.removeItem(pendingLoginKey);
  try {
    const pending = raw ? (JSON.parse(raw) as Partial<PendingLogin>) : null;
    return pending?.state && pending.codeVerifier && pending.redirectUri ? (pending as PendingLogin) : null;
  } catch {
    return null;
  }
}

/** Why /callback refused a return without trying the code. */
export type CallbackRefusal = 'provider-error' | 'incomplete' | 'state-mismatch' | 'issuer-mismatch';

type CallbackOutcome = { kind: 'signed-in'; user: User } | { kind: 'refused'; reason: CallbackRefusal };

/**
 * Handles the query /callback was opened with. Every outcome ends the pending login, so a stale
 * `state` and verifier never outlive the return they were made for: the provider's `error=`, a
 * return without `code` or `state`, an `iss` other than our provider's, compared exactly (RFC 9207:
 * a code from another provider, mixed up or injected), a state mismatch, a failure (thrown) or
 * success. A return without `iss` (Casdoor sends none) is accepted on `state` alone, unless the
 * build requires `iss` (`NEXT_PUBLIC_AUTH_REQUIRE_ISS`).
 */
export async function completeCallback(query: URLSearchParams): Promise<CallbackOutcome> {
  const code = query.get('code');
  const state = query.get('state');
  if (query.has('error') || !code || !state) {
    takePendingLogin();
    return { kind: 'refused', reason: query.has('error') ? 'provider-error' : 'incomplete' };
  }
  const issuer = query.get('iss');
  if (issuer === null ? env.authRequireIssuer : issuer !== env.authIssuer) {
    takePendingLogin();
    return { kind: 'refused', reason: 'issuer-mismatch' };
  }
  const user = await completeLogin(code, state);
  return user ? { kind: 'signed-in', user } : { kind: 'refused', reason: 'state-mismatch' };
}

/**
 * Finishes the authorization-code flow on /callback. Returns null when `state` does not match
 * the one this browser sent (product.md section 4: a mismatch yields null), the signed-in user otherwise.
 * A pending login is used once: a replayed callback URL finds none and is refused.
 */
export async function completeLogin(code: string, state: string): Promise<User | null> {
  const pending = takePendingLogin();
  if (!pending || pending.state !== state) return null;

  const accessToken = await exchangeCode(code, pending);
  const { tokens, user } = await exchangeProviderToken(accessToken).catch((error: unknown) => {
    throw exchangeFailure(error);
  });
  const student = studentOf(user);
  if (student !== null) await (await forgetStudentOnDemand()).startStudentOnDevice(student);
  saveSession(tokens, user);
  // Any other tab still showing an earlier session leaves it now.
  announceSessionStart();
  rememberStudent(user);
  await checkUser().catch((error: unknown) => console.warn('checkuser failed', error));
  return user;
}

/**
 * The login failure of a failed token exchange: an answer its schema refused is `invalid-response`
 * or the failure the schema names; no usable answer (network, HTTP error, not JSON) is `token-unavailable`.
 */
function exchangeFailure(error: unknown): LoginError {
  if (!isApiError(error) || error.issue === undefined) {
    console.error(error);
    return new LoginError('token-unavailable');
  }
  // The login failures the token answer's schema names (lib/api/schemas.ts `tokenResponseSchema`).
  const named = tokenAnswerFailures.find((code) => code === error.issue);
  return new LoginError(named ?? 'invalid-response');
}

async function exchangeCode(code: string, pending: PendingLogin): Promise<string> {
  const body = buildCodeExchangeBody({
    authUrl: env.authUrl,
    clientId: env.authClientId,
    code,
    redirectUri: pending.redirectUri,
    codeVerifier: pending.codeVerifier,
    clientSecret: loginPlatform().clientSecret,
  });
  let answer: unknown;
  try {
    // A provider that never answers (or never finishes its answer) must not leave "Signing you in…" forever.
    answer = await withinDeadline(requestDeadlineMs, async (signal) => {
      const response = await fetch(new URL(providerPaths.token, env.authUrl), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body,
        signal,
      });
      return (await response.json()) as unknown;
    });
  } catch (error) {
    console.error(error);
    throw new LoginError('token-unavailable');
  }
  const accessToken = (answer as { access_token?: unknown } | null)?.access_token;
  if (typeof accessToken !== 'string' || accessToken === '') throw new LoginError('token-unavailable');
  return accessToken;
}
