import { joinLink } from './join-link';

describe('live class join link', () => {
  it("offers Zoom's hosts by default", () => {
    expect(joinLink('https://zoom.us/j/123?pwd=x')).toBe('https://zoom.us/j/123?pwd=x');
    expect(joinLink('https://us02web.zoom.us/j/123')).toBe('https://us02web.zoom.us/j/123');
    expect(joinLink('https://evil.example/phish')).toBeNull();
  });

  it('follows the hosts a deployment configures', () => {
    expect(joinLink('https://meet.school.example/room', ['meet.school.example'])).toBe(
      'https://meet.school.example/room',
    );
    expect(joinLink('https://zoom.us/j/1', ['meet.school.example'])).toBeNull();
  });
});
