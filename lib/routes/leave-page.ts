/**
 * What never goes into an address the browser navigates to: an address carrying one is posted as a
 * form instead, so it stays out of the browser's history (the provider's logout with the student's
 * id token, product.md section 7).
 */
const postedParameters = ['id_token_hint'];

/**
 * Leaves the page for `address`: navigates there, or, when the address carries a posted parameter,
 * submits its query as a form POST to its path (the browser's history records the path only).
 */
export function leavePage(address: string, page: Document = window.document): void {
  const url = new URL(address, window.location.href);
  if (!postedParameters.some((name) => url.searchParams.has(name))) {
    window.location.assign(address);
    return;
  }
  const form = page.createElement('form');
  form.method = 'post';
  form.action = `${url.origin}${url.pathname}`;
  form.hidden = true;
  for (const [name, value] of url.searchParams) {
    const field = page.createElement('input');
    field.type = 'hidden';
    field.name = name;
    field.value = value;
    form.append(field);
  }
  page.body.append(form);
  form.submit();
}
