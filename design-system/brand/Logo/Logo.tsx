import { css, useTheme } from '@emotion/react';
import { useLogoSource } from './LogoSource';

export const logoTones = ['default', 'inverse'] as const;
export type LogoTone = (typeof logoTones)[number];
export const logoSizes = ['sm', 'md', 'lg'] as const;
export type LogoSize = (typeof logoSizes)[number];
export const logoVariants = ['full', 'mark'] as const;
export type LogoVariant = (typeof logoVariants)[number];

export interface LogoProps {
  /** `default` for light surfaces, `inverse` for dark ones. The mark always uses the page's accent. */
  tone?: LogoTone;
  /** Height: sm 2rem, md 2.5rem, lg 3rem (control size tokens). */
  size?: LogoSize;
  /** `full` is the mark plus the "POD" wordmark; `mark` is the mark alone (favicons, tight spaces). */
  variant?: LogoVariant;
  /** The accessible name. */
  label?: string;
  /** Hide it from assistive technology when the surrounding control already says "POD". */
  decorative?: boolean;
  /** Passed to the svg for layout tweaks by the caller. */
  className?: string;
}

/**
 * The POD brand: a ball-in-a-pod mark in the accent colour and a geometric "POD" wordmark, drawn inline; or, under a
 * `LogoSourceProvider` with an uploaded logo, that picture at the same height.
 */
export function Logo({
  tone = 'default',
  size = 'md',
  variant = 'full',
  label = 'POD',
  decorative = false,
  className,
}: LogoProps) {
  const theme = useTheme();
  const uploaded = useLogoSource();
  if (uploaded)
    return (
      <img
        src={uploaded}
        alt={decorative ? '' : label}
        className={className}
        data-tone={tone}
        data-variant={variant}
        data-source="uploaded"
        css={css`
          display: block;
          height: ${theme.sizes.control[size]};
          width: auto;
          max-width: calc(${theme.sizes.control[size]} * ${variant === 'full' ? 116 / 32 : 1});
          object-fit: contain;
          flex: none;
        `}
      />
    );
  const ink = tone === 'inverse' ? theme.color.text.inverse : theme.color.text.primary;
  const width = variant === 'full' ? 116 : 32;
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': label };
  return (
    <svg
      {...a11y}
      className={className}
      viewBox={`0 0 ${width} 32`}
      data-tone={tone}
      data-variant={variant}
      focusable="false"
      css={css`
        display: block;
        height: ${theme.sizes.control[size]};
        width: calc(${theme.sizes.control[size]} * ${width / 32});
        flex: none;
      `}
    >
      <rect x="0" y="0" width="32" height="32" rx="9" fill={theme.color.action.primary.bg} />
      <circle cx="16" cy="16" r="9" fill="none" stroke={theme.color.text.inverse} strokeWidth="3" />
      <circle cx="16" cy="16" r="3.5" fill={theme.color.text.highlight} />
      {variant === 'full' && (
        <g fill="none" stroke={ink} strokeWidth="5" strokeLinejoin="round">
          <path d="M45 29V5.5h7.5a7.25 7.25 0 0 1 0 14.5H45" />
          <rect x="67.5" y="5.5" width="18" height="21" rx="9" />
          <path d="M95.5 5.5v21h5a10.5 10.5 0 0 0 0-21z" />
        </g>
      )}
    </svg>
  );
}
