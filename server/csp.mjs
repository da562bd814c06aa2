/**
 * The Content-Security-Policy: only what the site loads. Its own scripts, styles, fonts and images; no inline
 * script or style (server/security.ts adds a per-request nonce, which Emotion's <style> elements carry; a served page's
 * style attributes are allowed by their hashes); the card provider's checkout script and its dialog frames;
 * the embedded map. Extra origins come from POD_CSP_EXTRA_* variables (space-separated) when config changes them.
 */
const extra = (name) => (process.env[name] ? ` ${process.env[name]}` : '');

export const paymentOrigins = {
  script: 'https://checkout.razorpay.com',
  frames: 'https://api.razorpay.com https://checkout.razorpay.com',
  connect: 'https://api.razorpay.com https://lumberjack.razorpay.com',
};
export const mapOrigins = 'https://www.google.com https://maps.google.com';

export function contentSecurityPolicy() {
  return [
    "default-src 'self'",
    `script-src 'self' ${paymentOrigins.script}${extra('POD_CSP_EXTRA_SCRIPT')}`,
    // The select list's own <style> element (Radix Select's viewport: it hides the scrollbar), by its hash.
    "style-src 'self' 'sha256-441zG27rExd4/il+NvIqyL8zFx5XmyNQtE381kSkUJk='",
    // No style attribute, except in a served page: its response allows the exact values in its HTML, by their hashes
    // (server/styleAttributes.ts).
    "style-src-attr 'none'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${paymentOrigins.connect}${extra('POD_CSP_EXTRA_CONNECT')}`,
    `frame-src ${paymentOrigins.frames} ${mapOrigins}${extra('POD_CSP_EXTRA_FRAME')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of the design system's Storybook under /storybook (server/storybook.ts), and only there: its manager
 * page and its preview frame run inline scripts and inline styles (their config, Emotion's and Storybook's own
 * <style> elements without a nonce), so both are allowed; everything else only from the site itself. The manager
 * shows the preview in a frame of the same origin (frame-src and frame-ancestors 'self'). No 'unsafe-eval': the built
 * Storybook runs without it (tests/e2e/storybook.spec.ts fails on any violation).
 */
export function storybookContentSecurityPolicy() {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The policy of the API description under /api/docs (server/routes/docs.ts), and only there: Swagger UI's files come
 * from the site itself (the npm package, no CDN); its script sets inline styles, so styles allow 'unsafe-inline';
 * no inline script, and the description it reads is the site's own.
 */
export function apiDocsContentSecurityPolicy() {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
