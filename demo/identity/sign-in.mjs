import { errors } from 'oidc-provider';

import { BodyTooLargeError, readBody } from '../http/read-body.mjs';
import { checkCredentials } from '../students.mjs';
import { errorPage, signInLanguage, signInPage } from './pages.mjs';

/**
 * The provider's sign-in step at /interaction/:uid: GET shows the form (the user name filled in
 * from `login_hint`, "Continue as"; the password always asked), POST checks the credentials and
 * hands the student back to oidc-provider, which redirects to the portal. Every interaction ends
 * here, so `prompt=login` always shows this form.
 */
export function createSignInHandler(provider) {
  return async function handleSignIn(request, response, uid) {
    const action = `/interaction/${encodeURIComponent(uid)}`;
    try {
      const interaction = await provider.interactionDetails(request, response);
      if (interaction.uid !== uid) throw new errors.SessionNotFound('interaction does not match the page');
      // The language the student chose in the portal, which the authorization request carries.
      const language = signInLanguage(interaction.params.ui_locales);

      if (request.method === 'GET') {
        const hint = interaction.params.login_hint;
        sendHtml(response, 200, signInPage({ action, language, username: typeof hint === 'string' ? hint : '' }));
      } else if (request.method === 'POST') {
        const form = new URLSearchParams(await readBody(request));
        const username = form.get('username')?.trim() ?? '';
        const student = checkCredentials(username, form.get('password') ?? '');
        if (!student) {
          sendHtml(response, 200, signInPage({ action, language, username, wrongCredentials: true }));
          return;
        }
        await provider.interactionFinished(
          request,
          response,
          // `remember: false`: the provider's session cookie lives as long as the browser window, not
          // 14 days, so closing a school computer's browser ends it (docs/deploy/README.md: Casdoor).
          { login: { accountId: student.id, remember: false } },
          { mergeWithLastSubmission: false },
        );
      } else {
        response.setHeader('Allow', 'GET, POST');
        const message = 'This page only accepts GET and POST.';
        sendHtml(response, 405, errorPage({ title: 'Not allowed', message }));
      }
    } catch (error) {
      if (error instanceof errors.SessionNotFound) {
        const message = 'This sign-in page is no longer valid.';
        sendHtml(response, 400, errorPage({ title: 'Sign-in expired', message }));
      } else if (error instanceof BodyTooLargeError) {
        const message = 'The form sent too much data.';
        sendHtml(response, 413, errorPage({ title: 'Request too large', message }));
      } else {
        throw error;
      }
    }
  };
}

function sendHtml(response, status, html) {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(html);
}
