/**
 * The HTML the demo identity provider shows: sign-in, the self-submitting logout step, signed-out
 * and error pages. Self-contained (no fonts or scripts from elsewhere) so it works offline.
 */
import { demoStudents } from '../students.mjs';

/**
 * The sign-in page's words in the portal's two languages. The portal names the student's language in
 * the authorization request (`ui_locales`, OpenID Connect Core 3.1.2.1); anything else is English.
 */
const signInTexts = {
  en: {
    lang: 'en',
    schoolName: 'Language School',
    title: 'Sign in',
    portal: 'student portal',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    wrongCredentials: 'Wrong username or password',
    demoTitle: 'Demo students',
    demoIntro: 'This is a demo. Sign in as one of these students:',
    name: 'Name',
  },
  tr: {
    lang: 'tr',
    schoolName: 'Dil Okulu',
    title: 'Giriş yap',
    portal: 'öğrenci portalı',
    username: 'Kullanıcı adı',
    password: 'Şifre',
    submit: 'Giriş yap',
    wrongCredentials: 'Kullanıcı adı veya şifre hatalı',
    demoTitle: 'Demo öğrenciler',
    demoIntro: 'Bu bir demodur. Şu öğrencilerden biri olarak giriş yapın:',
    name: 'Ad',
  },
};

/** The first language of a space-separated `ui_locales` list the page speaks, English otherwise. */
export function signInLanguage(uiLocales) {
  const spoken = String(uiLocales ?? '')
    .split(' ')
    .map((tag) => tag.split('-')[0].toLowerCase())
    .find((language) => Object.hasOwn(signInTexts, language));
  return spoken ?? 'en';
}

const schoolName = signInTexts.en.schoolName;

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const styles = `
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #eef2f7; color: #1b2430; }
  main { max-width: 26rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: .75rem;
         box-shadow: 0 1px 4px rgb(0 0 0 / .12); }
  /* A phone: the card keeps a margin from the screen's edges, and the table of demo students fits. */
  @media (max-width: 30rem) {
    main { margin: 1rem; padding: 1.25rem; }
    .demo { padding: .75rem; }
    td { font-size: .875rem; }
  }
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

function page({ title, body, lang = 'en', school = schoolName }) {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} – ${escapeHtml(school)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function demoAccountsBox(text) {
  const rows = demoStudents
    .map(
      (student) =>
        `<tr><td>${escapeHtml(student.username)}</td><td>${escapeHtml(student.password)}</td>` +
        `<td>${escapeHtml(`${student.firstName} ${student.lastName}`)}</td></tr>`,
    )
    .join('\n');
  return (
    `<section class="demo" aria-labelledby="demo-accounts">
<h2 id="demo-accounts">${escapeHtml(text.demoTitle)}</h2>
<p>${escapeHtml(text.demoIntro)}</p>
<table>
<thead><tr><th scope="col">${escapeHtml(text.username)}</th><th scope="col">${escapeHtml(text.password)}</th>` +
    `<th scope="col">${escapeHtml(text.name)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`
  );
}

/** @param {{ action: string, language?: string, username?: string, wrongCredentials?: boolean }} options */
export function signInPage({ action, language = 'en', username = '', wrongCredentials = false }) {
  const text = signInTexts[language] ?? signInTexts.en;
  const errorBox = wrongCredentials ? `<p class="error" role="alert">${escapeHtml(text.wrongCredentials)}</p>` : '';
  return page({
    lang: text.lang,
    school: text.schoolName,
    title: text.title,
    body: `<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.schoolName)} ${escapeHtml(text.portal)}</p>
${errorBox}
<form method="post" action="${escapeHtml(action)}">
<label for="username">${escapeHtml(text.username)}</label>
<input id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false"
  required value="${escapeHtml(username)}"${username ? '' : ' autofocus'}>
<label for="password">${escapeHtml(text.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password"
  required${username ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(text.submit)}</button>
</form>
${demoAccountsBox(text)}`,
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
