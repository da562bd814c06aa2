/**
 * The one place that says which Chromium the tools drive: the system's, never a downloaded one.
 * `CHROMIUM_PATH` overrides the Debian default.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
  // Rasterize on one thread, whole tiles: screenshots then come out the same to the pixel run after run.
  '--num-raster-threads=1',
  '--disable-partial-raster',
  '--disable-skia-runtime-opts',
];

export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
