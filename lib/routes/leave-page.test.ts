import { leavePage } from './leave-page';

describe('leaving the page', () => {
  it('posts an address carrying the id token, so no history entry holds it', () => {
    const submitted: HTMLFormElement[] = [];
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    leavePage(
      'https://login.example.com/api/logout?post_logout_redirect_uri=https%3A%2F%2Fportal%2F&id_token_hint=eyJ.a.b',
    );
    const [form] = submitted;
    expect(form?.method).toBe('post');
    expect(form?.action).toBe('https://login.example.com/api/logout');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      post_logout_redirect_uri: 'https://portal/',
      id_token_hint: 'eyJ.a.b',
    });
  });
});
