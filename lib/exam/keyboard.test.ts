import { examKeyAction, keyTarget, type ExamKeyPress } from './keyboard';

const press = (key: string, overrides: Partial<ExamKeyPress> = {}): ExamKeyPress => ({
  key,
  withModifier: false,
  target: 'other',
  ...overrides,
});

describe('exam shortcuts', () => {
  it.each(['a', 'B', 'c', 'D', 'e'])('answers with %s', (key) => {
    expect(examKeyAction(press(key))).toEqual({ type: 'answer', key: key.toUpperCase() });
  });

  it.each([
    ['n', 'next'],
    ['N', 'next'],
    ['ArrowRight', 'next'],
    ['p', 'previous'],
    ['ArrowLeft', 'previous'],
    ['f', 'flag'],
  ])('maps %s to %s', (key, type) => {
    expect(examKeyAction(press(key))).toEqual({ type });
  });

  it.each(['G', 'Enter', ' ', 'ArrowDown', 'Escape', 'F5'])('ignores %s', (key) => {
    expect(examKeyAction(press(key))).toBeNull();
  });

  it('leaves keys with Ctrl, Alt or Cmd to the browser (Ctrl+F is find, Ctrl+P print)', () => {
    expect(examKeyAction(press('f', { withModifier: true }))).toBeNull();
    expect(examKeyAction(press('p', { withModifier: true }))).toBeNull();
  });

  it('does nothing while the student types in a field', () => {
    expect(examKeyAction(press('a', { target: 'typing' }))).toBeNull();
    expect(examKeyAction(press('ArrowLeft', { target: 'typing' }))).toBeNull();
  });

  it('keeps the arrow keys of a radio group for moving between options, letters still work', () => {
    expect(examKeyAction(press('ArrowRight', { target: 'radio' }))).toBeNull();
    expect(examKeyAction(press('n', { target: 'radio' }))).toEqual({ type: 'next' });
    expect(examKeyAction(press('c', { target: 'radio' }))).toEqual({ type: 'answer', key: 'C' });
  });
});

describe('where a key was pressed', () => {
  const input = (type: string) => Object.assign(document.createElement('input'), { type });

  it('tells typing fields, radios and anything else apart', () => {
    expect(keyTarget(input('text'))).toBe('typing');
    expect(keyTarget(input('search'))).toBe('typing');
    expect(keyTarget(document.createElement('textarea'))).toBe('typing');
    expect(keyTarget(document.createElement('select'))).toBe('typing');
    expect(keyTarget(input('radio'))).toBe('radio');
    expect(keyTarget(input('checkbox'))).toBe('other');
    expect(keyTarget(document.createElement('button'))).toBe('other');
    expect(keyTarget(null)).toBe('other');
  });

  it('treats editable content as a typing field', () => {
    const editable = document.createElement('div');
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(keyTarget(editable)).toBe('typing');
  });
});
