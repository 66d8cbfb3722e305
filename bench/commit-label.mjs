import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Names a results file: BENCH_LABEL, else the commit measured (with `-dirty` for uncommitted changes). */
export function commitLabel() {
  if (process.env.BENCH_LABEL) return process.env.BENCH_LABEL;
  try {
    const commit = execSync('git rev-parse --short HEAD', { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain', { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit}-dirty` : commit;
  } catch {
    return 'unknown';
  }
}
