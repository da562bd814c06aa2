import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` on the oldest Node the project promises (package.json `engines`) prints no EBADENGINE warning: every
 * package in the lock file accepts that Node. A dependency that needs a newer Node is pinned to a version that
 * does not, or the promise (and `npm start`'s check) moves up with it.
 */
describe('the Node version package.json promises', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
  };
  const oldest = semver.minVersion(pkg.engines.node)!.version;

  it('is accepted by every package the lock file installs', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return wanted !== undefined && !semver.satisfies(oldest, wanted);
      })
      .map(([path, entry]) => `${path}@${entry.version} wants Node ${(entry.engines as { node: string }).node}`);
    expect(refusing, `Node ${oldest}`).toEqual([]);
  });
});
