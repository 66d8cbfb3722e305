/**
 * Signs in through the demo identity provider's real sign-in page, as a student would on their own
 * device: "This is a shared computer" unticked (on by default in a desktop browser, decision 81),
 * so the session is restored from storage in every context the bench opens, as on a phone.
 */
export async function signIn(page, siteUrl, { username, password }) {
  await page.goto(siteUrl);
  await page.getByRole('checkbox', { name: 'This is a shared computer' }).setChecked(false);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/ogrenimIcerigi');
}
