/**
 * Which Chromium the tests drive and how: the system's, never a downloaded one (scripts/lib.mjs, shared with the npm
 * scripts and the bench; `CHROMIUM_PATH` overrides the Debian default), with its headless flags and the tests' own.
 */
import { chromiumFlags, chromiumPath, headlessShellPath } from '../scripts/lib.mjs';

export { chromiumPath };

export const chromiumArgs = [
  ...chromiumFlags,
  '--disable-quic',
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
  // Rasterize on one thread, whole tiles: screenshots then come out the same to the pixel run after run.
  '--num-raster-threads=1',
  '--disable-partial-raster',
  '--disable-skia-runtime-opts',
  // Tests never reach the internet: no host resolves but the test servers' (localhost and 127.0.0.1). A chat or map
  // link a test opens fails at once in its new tab (e2e/support/tabs.ts reads the address it asked for), and the
  // embedded map's frame shows an error page. Routes answering those addresses instead would make Playwright
  // intercept every request of each page, about a tenth more CPU per page load.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  disabledFeatures(),
];

/**
 * In the full browser (the story tests'), every new context opens a window whose address bar preloads its
 * suggestion popup, a WebUI page in a renderer of its own, costing more CPU than a small page; headless tests never
 * open that popup (the headless shell has no address bar at all). Chromium reads only the last --disable-features
 * switch and Playwright passes its own before ours, so this one repeats Playwright's list (playwright-core's
 * chromiumSwitches.ts, 1.65) and adds the two popups; compare it with Playwright's when Playwright is upgraded.
 */
function disabledFeatures(): string {
  const playwrights = [
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'TcpPortRandomizationWin',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
    'msForceBrowserSignIn',
    'msEdgeUpdateLaunchServicesPreferredVersion',
  ];
  return `--disable-features=${[...playwrights, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`;
}

/** The story tests' browser (the full Chromium their baselines were made with). */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };

/** The e2e tests' browser: Chromium's headless shell (scripts/lib.mjs), with the same flags. */
export const e2eLaunchOptions = { executablePath: headlessShellPath, args: chromiumArgs };
