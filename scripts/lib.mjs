/** Small helpers shared by the npm scripts. Node built-ins only: they run before dependencies are installed. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The e2e tests' browser: the same Debian Chromium built as its headless shell (package chromium-headless-shell,
 * Chromium's "old" headless mode, what Playwright itself runs headless). It has no browser window to draw, so a
 * page load costs about 40% less CPU than in the full browser's headless mode, and a new context about 60% less.
 * The story tests keep the full browser: their screenshots were made with it. `CHROMIUM_PATH` set alone points both
 * at that binary; `CHROMIUM_HEADLESS_SHELL_PATH` sets this one.
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ??
  (process.env.CHROMIUM_PATH ? chromiumPath : '/usr/bin/chromium-headless-shell');

/**
 * The flags every headless Chromium the project starts gets (the bench's, and the tests' in tests/chromium.ts, which
 * adds its own): no sandbox, no GPU, nothing fetched or updated behind the page's back.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The median of a list of numbers (the middle one, or the mean of the two middle ones). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false, ...options });
  return result.status ?? 1;
}

export function quiet(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return { status: result.status ?? 1, stdout: result.stdout ?? '' };
}

/**
 * Installs the npm dependencies of the package in `dir` (the site's, or bench/'s tools) when its node_modules is
 * missing or older than its lockfile.
 */
export function ensureDependencies(dir = '.') {
  const marker = `${dir}/node_modules/.package-lock.json`;
  const stale = !existsSync(marker) || statSync(`${dir}/package-lock.json`).mtimeMs > statSync(marker).mtimeMs + 1000;
  if (!stale) return 0;
  console.log(`setup: installing npm dependencies${dir === '.' ? '' : ` of ${dir}/`} (npm ci)`);
  return run('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: dir,
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

const systemPackages = ['chromium', 'chromium-headless-shell', 'fonts-noto-color-emoji', 'fonts-dejavu-core'];

function missingSystemPackages() {
  const missing = [];
  if (!existsSync(chromiumPath)) missing.push('chromium');
  if (!existsSync(headlessShellPath)) missing.push('chromium-headless-shell');
  const fonts = quiet('fc-list', []);
  if (fonts.status !== 0 || !/Noto Color Emoji/i.test(fonts.stdout)) missing.push('fonts-noto-color-emoji');
  if (fonts.status !== 0 || !/DejaVu Sans/i.test(fonts.stdout)) missing.push('fonts-dejavu-core');
  return missing;
}

/**
 * The browser tests need the system Chromium and the fonts the screenshots were made with. On Debian as root they
 * are installed; elsewhere one line says what to install.
 */
export function ensureSystem() {
  const missing = missingSystemPackages();
  if (missing.length === 0) return 0;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (isRoot && isDebian) {
    console.log(`setup: installing system packages: ${missing.join(' ')}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update', '-qq'], { env }) !== 0) return 1;
    return run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...systemPackages], { env });
  }
  console.error(
    `setup: missing ${missing.join(', ')}: install Debian packages "${systemPackages.join(' ')}" (or set CHROMIUM_PATH to a Chromium binary) and run again.`,
  );
  return 1;
}

export function readJson(path, fallback) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return fallback;
  }
}
