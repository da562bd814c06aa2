/**
 * A Vite build plugin that makes the share images (Open Graph / Twitter cards): one PNG of 1200 × 630 per page
 * kind (machines/site/seo.ts), written as `og/<kind>.png` into the build. Each is drawn as SVG from the palette
 * tokens (the café's in ember, the rest in court green) with the kind's headline, and rasterised with sharp.
 * (Imports name their `.ts` files: Vite loads its config's imports as they are written.)
 */
import type { Plugin } from 'vite';
import { palette } from '../design-system/tokens/palette.ts';
import { SHARE_IMAGE_SIZE, shareImageKinds, shareImageTitles, type ShareImageKind } from '../machines/site/seo.ts';

const escapeXml = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Splits a headline into lines of at most `max` characters, at spaces. */
function lines(text: string, max: number): string[] {
  const out: string[] = [];
  for (const word of text.split(' ')) {
    const last = out[out.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

/** The SVG of one share image. */
export function shareImageSvg(kind: ShareImageKind): string {
  const { width, height } = SHARE_IMAGE_SIZE;
  const background = kind === 'cafe' ? palette.ember[800] : palette.court[800];
  const accent = palette.volt[400];
  const headline = lines(shareImageTitles[kind], 24)
    .map((line, index) => `<tspan x="96" dy="${index === 0 ? 0 : 84}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${background}"/>
  <circle cx="${width - 150}" cy="${height - 120}" r="260" fill="none" stroke="${palette.white}" stroke-opacity="0.12" stroke-width="40"/>
  <g transform="translate(96 88) scale(3)">
    <rect width="32" height="32" rx="9" fill="${palette.court[700]}" stroke="${palette.white}" stroke-opacity="0.3"/>
    <circle cx="16" cy="16" r="9" fill="none" stroke="${palette.white}" stroke-width="3"/>
    <circle cx="16" cy="16" r="3.5" fill="${accent}"/>
  </g>
  <text x="216" y="160" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="56" fill="${palette.white}">POD</text>
  <text x="96" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="68" fill="${palette.white}">${headline}</text>
  <rect x="96" y="${height - 112}" width="120" height="8" rx="4" fill="${accent}"/>
  <text x="96" y="${height - 56}" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="${palette.white}" fill-opacity="0.85">Sholinganallur, Chennai · Courts open 24/7</text>
</svg>`;
}

/** Emits `og/<kind>.png` for every kind into the site's build (`dist/`; not Storybook's, which shares the config). */
export function shareImages(): Plugin {
  let siteBuild = false;
  return {
    name: 'pod-share-images',
    apply: 'build',
    configResolved(config) {
      siteBuild = /(^|[\\/])dist$/.test(config.build.outDir);
    },
    async generateBundle() {
      if (!siteBuild) return;
      const { default: sharp } = await import('sharp');
      for (const kind of shareImageKinds) {
        const source = await sharp(Buffer.from(shareImageSvg(kind)))
          .png({ compressionLevel: 9 })
          .toBuffer();
        this.emitFile({ type: 'asset', fileName: `og/${kind}.png`, source });
      }
    },
  };
}
