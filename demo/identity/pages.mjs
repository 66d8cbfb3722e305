/**
 * The HTML the demo identity provider shows: sign-in, the self-submitting logout step, signed-out
 * and error pages. Self-contained (no fonts or scripts from elsewhere) so it works offline.
 */
import { demoStudents } from '../students.mjs';

const schoolName = 'Language School';

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const styles = `
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #eef2f7; color: #1b2430; }
  main { max-width: 26rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: .75rem;
         box-shadow: 0 1px 4px rgb(0 0 0 / .12); }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  h2 { font-size: 1rem; margin: 0 0 .5rem; }
  p { line-height: 1.5; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
  input { box-sizing: border-box; width: 100%; padding: .6rem; font-size: 1rem; border: 1px solid #7a8699;
          border-radius: .4rem; }
  button { margin-top: 1.5rem; width: 100%; padding: .7rem; font-size: 1rem; font-weight: 600; color: #fff;
           background: #1d4ed8; border: 0; border-radius: .4rem; cursor: pointer; }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .error { padding: .75rem; border-radius: .4rem; background: #fdecec; color: #8a1c1c; border: 1px solid #e5a1a1; }
  .demo { margin-top: 2rem; padding: 1rem; border-radius: .5rem; background: #f3f6fb; border: 1px dashed #7a8699; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .25rem .5rem .25rem 0; }
  td { font-family: ui-monospace, monospace; }
  @media (prefers-color-scheme: dark) {
    body { background: #111827; color: #e5e7eb; }
    main { background: #1f2937; }
    .demo { background: #111827; }
    .error { background: #3b1414; color: #fecaca; }
  }`;

function page({ title, body }) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} – ${schoolName}</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function demoAccountsBox() {
  const rows = demoStudents
    .map(
      (student) =>
        `<tr><td>${escapeHtml(student.username)}</td><td>${escapeHtml(student.password)}</td>` +
        `<td>${escapeHtml(`${student.firstName} ${student.lastName}`)}</td></tr>`,
    )
    .join('\n');
  return `<section class="demo" aria-labelledby="demo-accounts">
<h2 id="demo-accounts">Demo students</h2>
<p>This is a demo. Sign in as one of these students:</p>
<table>
<thead><tr><th scope="col">Username</th><th scope="col">Password</th><th scope="col">Name</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`;
}

/** @param {{ action: string, username?: string, error?: string }} options */
export function signInPage({ action, username = '', error }) {
  const errorBox = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  return page({
    title: 'Sign in',
    body: `<h1>Sign in</h1>
<p>${schoolName} student portal</p>
${errorBox}
<form method="post" action="${escapeHtml(action)}">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false"
  required value="${escapeHtml(username)}"${username ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password"
  required${username ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
${demoAccountsBox()}`,
  });
}

/**
 * Signing out needs no click: the provider's confirmation form (with its anti-forgery field) is
 * submitted by the page itself, asking to end the whole session. Without JavaScript the student
 * presses the button.
 */
export function signingOutPage(providerForm) {
  const form = providerForm.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  return page({
    title: 'Signing out',
    body: `<h1>Signing out…</h1>
${form}
<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>
<script>document.getElementById('op.logoutForm').submit();</script>`,
  });
}

export function signedOutPage() {
  return page({
    title: 'Signed out',
    body: `<h1>You are signed out</h1>
<p>You can close this page, or go back to the student portal and sign in again.</p>`,
  });
}

/** @param {{ title: string, message: string }} options */
export function errorPage({ title, message }) {
  return page({
    title,
    body: `<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p>Go back to the student portal and sign in again.</p>`,
  });
}
