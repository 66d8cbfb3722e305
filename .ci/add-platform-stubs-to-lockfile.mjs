/**
 * Run after `npm install` changes package-lock.json (decision 8).
 * The registry reachable here lacks some other-platform builds of optional native packages
 * (next's SWC binaries, jest's resolver bindings), so npm leaves them out of the lock file and
 * `npm ci` then refuses the lock as out of sync. This adds an entry for each with its os/cpu/libc,
 * which npm ci skips on every platform but its own, exactly as it would a complete entry.
 */
import { readFileSync, writeFileSync } from 'node:fs';
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const pkgs = lock.packages;
const wanted = {};
for (const entry of Object.values(pkgs)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!/(@next\/swc-|@unrs\/resolver-binding-)/.test(name)) continue;
    const key = `node_modules/${name}`;
    if (!pkgs[key]) wanted[key] = version;
  }
}
const platform = (name) => {
  const tail = name
    .split('/')
    .pop()
    .replace(/^swc-|^resolver-binding-/, '');
  const [os, cpu, abi] = tail.split('-');
  const entry = { os: [os], cpu: [cpu === 'ia32' ? 'ia32' : cpu] };
  if (abi && /musl/.test(abi)) entry.libc = ['musl'];
  else if (abi && /gnu/.test(abi)) entry.libc = ['glibc'];
  return entry;
};
for (const [key, version] of Object.entries(wanted)) {
  pkgs[key] = { version, ...platform(key), license: 'MIT', optional: true };
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log(`Added ${Object.keys(wanted).length} platform stubs to package-lock.json`);
