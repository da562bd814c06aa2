import { css, type Theme } from '@emotion/react';
import type { ImageFit, ImageRadius, LogoPosition } from './Image';
import { childIcon, square } from '../shared.styles';

/** Where a logo sits over a product image, in percentages of the image box (centre point and logo width). */
export const logoPlacement: Record<LogoPosition, { top: string; left: string; width: string }> = {
  chest: { top: '30%', left: '62%', width: '16%' },
  'front-panel': { top: '40%', left: '50%', width: '28%' },
  center: { top: '50%', left: '50%', width: '30%' },
  thigh: { top: '60%', left: '38%', width: '14%' },
  corner: { top: '82%', left: '82%', width: '16%' },
};

export const rootStyles = (t: Theme, ratio: number | string, radius: ImageRadius) => css`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: ${ratio};
  overflow: hidden;
  border-radius: ${radius === 'none' ? 0 : t.radii[radius]};
  background: ${t.color.surface.sunken};
  isolation: isolate;
`;

export const photoStyles = (fit: ImageFit) => css`
  position: absolute;
  inset: 0;
  ${square('100%')}
  max-width: none;
  object-fit: ${fit};
`;

export const hoverStyles = (t: Theme) => css`
  opacity: 0;
  transition: opacity ${t.motion.duration.base} ${t.motion.easing.standard};
  [data-hover-group]:focus-within & {
    opacity: 1;
  }
  ${t.media.hover} {
    [data-hover-group]:hover &,
    [data-image]:hover > & {
      opacity: 1;
    }
  }
`;

export const logoStyles = (t: Theme, position: LogoPosition) => {
  const spot = logoPlacement[position];
  return css`
    position: absolute;
    top: ${spot.top};
    left: ${spot.left};
    width: ${spot.width};
    height: auto;
    max-width: none;
    transform: translate(-50%, -50%);
    z-index: ${t.zIndices.raised};
    pointer-events: none;
  `;
};

export const fallbackStyles = (t: Theme) => css`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${t.space[2]};
  padding: ${t.space[4]};
  color: ${t.color.text.secondary};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.medium};
  text-align: center;
  ${childIcon(t, 'lg')}
`;
