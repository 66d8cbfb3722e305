/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { firebaseConfigProblems, finishedFirebaseConfig, POLICY_PLACEHOLDER } from './firebase-config.mjs';

const checker = fileURLToPath(new URL('./firebase-config.mjs', import.meta.url));
const template = readFileSync(fileURLToPath(new URL('../docs/deploy/firebase.json', import.meta.url)), 'utf8');
const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc'";

const policyOf = (config) =>
  config.hosting.headers
    .find((rule) => rule.source === '**')
    .headers.find((header) => header.key === 'Content-Security-Policy')?.value;

/** A project folder as Firebase sees it: `firebase.json` beside the built `out/`. */
function project(configText, policy = POLICY) {
  const dir = mkdtempSync(join(tmpdir(), 'firebase-config-'));
  mkdirSync(join(dir, 'out'));
  if (policy !== null) writeFileSync(join(dir, 'out', '.csp.json'), JSON.stringify({ policy }));
  writeFileSync(join(dir, 'firebase.json'), configText);
  return dir;
}

/** Runs the config's own predeploy check as `firebase deploy` would. */
const check = (dir) =>
  spawnSync(process.execPath, [checker, 'check', join(dir, 'firebase.json')], { encoding: 'utf8' });

describe('Firebase deploy config', () => {
  const dirs = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const inProject = (...args) => {
    const dir = project(...args);
    dirs.push(dir);
    return dir;
  };

  test("the finished config carries this build's policy and passes its own check", () => {
    const finished = finishedFirebaseConfig(template, POLICY);
    expect(policyOf(JSON.parse(finished))).toBe(POLICY);
    expect(finished).not.toContain(POLICY_PLACEHOLDER);
    const result = check(inProject(finished));
    expect(result.status).toBe(0);
  });

  test('the template as shipped stops the deploy loudly', () => {
    const result = check(inProject(template));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DEPLOY STOPPED');
    expect(result.stderr).toContain(POLICY_PLACEHOLDER);
  });

  test("a config without a policy, or with another build's, is refused", () => {
    const config = JSON.parse(finishedFirebaseConfig(template, POLICY));
    expect(firebaseConfigProblems(config, POLICY)).toEqual([]);
    expect(firebaseConfigProblems(config, "default-src 'none'")).toEqual([
      expect.stringContaining("other than this build's"),
    ]);
    const everywhere = config.hosting.headers.find((rule) => rule.source === '**');
    everywhere.headers = everywhere.headers.filter((header) => header.key !== 'Content-Security-Policy');
    expect(firebaseConfigProblems(config, POLICY)).toEqual([expect.stringContaining('sends no')]);
    const result = check(inProject(JSON.stringify(config)));
    expect(result.status).toBe(1);
  });

  test('a site not built yet (no .csp.json) stops the deploy', () => {
    const result = check(inProject(finishedFirebaseConfig(template, POLICY), null));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('npm run build');
  });

  test('a template that has lost its policy header cannot be finished', () => {
    const config = JSON.parse(template);
    config.hosting.headers[0].headers = [];
    expect(() => finishedFirebaseConfig(JSON.stringify(config), POLICY)).toThrow(/sends no Content-Security-Policy/);
  });
});
