#!/usr/bin/env node
/**
 * node scripts/lock-platforms.mjs: after `npm install` adds a package that depends on rollup, adds the lock entries
 * of rollup's platform packages that this machine kind's registry mirror does not carry. Without them `npm ci` (CI,
 * npm start, npm test) refuses the lock; they are optional and skipped on this platform, so no integrity is needed.
 */
import fs from 'node:fs';
const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const rollup = lock.packages['node_modules/rollup'];
const platforms = {
  'android-arm-eabi': ['android', 'arm'],
  'android-arm64': ['android', 'arm64'],
  'android-x64': ['android', 'x64'],
  'darwin-arm64': ['darwin', 'arm64'],
  'darwin-x64': ['darwin', 'x64'],
  'freebsd-arm64': ['freebsd', 'arm64'],
  'freebsd-x64': ['freebsd', 'x64'],
  'linux-arm-gnueabihf': ['linux', 'arm', 'glibc'],
  'linux-arm-musleabihf': ['linux', 'arm', 'musl'],
  'linux-arm64-gnu': ['linux', 'arm64', 'glibc'],
  'linux-arm64-musl': ['linux', 'arm64', 'musl'],
  'linux-loong64-gnu': ['linux', 'loong64', 'glibc'],
  'linux-loong64-musl': ['linux', 'loong64', 'musl'],
  'linux-ppc64-gnu': ['linux', 'ppc64', 'glibc'],
  'linux-ppc64-musl': ['linux', 'ppc64', 'musl'],
  'linux-riscv64-gnu': ['linux', 'riscv64', 'glibc'],
  'linux-riscv64-musl': ['linux', 'riscv64', 'musl'],
  'linux-s390x-gnu': ['linux', 's390x', 'glibc'],
  'linux-x64-gnu': ['linux', 'x64', 'glibc'],
  'linux-x64-musl': ['linux', 'x64', 'musl'],
  'openbsd-x64': ['openbsd', 'x64'],
  'openharmony-arm64': ['openharmony', 'arm64'],
  'win32-arm64-msvc': ['win32', 'arm64'],
  'win32-ia32-msvc': ['win32', 'ia32'],
  'win32-x64-gnu': ['win32', 'x64'],
  'win32-x64-msvc': ['win32', 'x64'],
};
let added = 0;
for (const name of Object.keys(rollup.optionalDependencies)) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const [os, cpu, libc] = platforms[name.replace('@rollup/rollup-', '')];
  lock.packages[key] = {
    version: rollup.optionalDependencies[name],
    cpu: [cpu],
    dev: true,
    ...(libc ? { libc: [libc] } : {}),
    license: 'MIT',
    optional: true,
    os: [os],
  };
  added++;
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
lock.packages = sorted;
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added}`);
