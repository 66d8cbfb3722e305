/** Signs in through the demo identity provider's real sign-in page, as a student would. */
export async function signIn(page, siteUrl, { username, password }) {
  await page.goto(siteUrl);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/ogrenimIcerigi');
}
