import { css, keyframes, type Theme } from '@emotion/react';
import type { DialogSize } from './Dialog';
import { childIcon, focusRing, inlineCentred, square } from '../shared.styles';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;
const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;
const sheetIn = keyframes`
  from { transform: translateY(100%); }
  to { transform: translateY(0); }
`;

const widths: Record<DialogSize, (t: Theme) => string> = {
  sm: (t) => t.sizes.narrow,
  md: (t) => t.sizes.prose,
  lg: (t) => t.sizes.container,
};

/* Motion reads the duration tokens, which collapse to 0ms under prefers-reduced-motion. */
export const overlayStyles = (t: Theme) => css`
  position: fixed;
  inset: 0;
  z-index: ${t.zIndices.modal};
  background: ${t.color.surface.overlay};
  &[data-state='open'] {
    animation: ${fadeIn} ${t.motion.duration.base} ${t.motion.easing.enter};
  }
  &[data-state='closed'] {
    animation: ${fadeOut} ${t.motion.duration.fast} ${t.motion.easing.exit};
  }
`;

export const contentStyles = (t: Theme, size: DialogSize) => css`
  position: fixed;
  z-index: ${t.zIndices.modal};
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  display: flex;
  flex-direction: column;
  width: calc(100% - 2 * ${t.space[6]});
  max-width: ${widths[size](t)};
  max-height: calc(100dvh - 2 * ${t.space[8]});
  /* The whole dialog scrolls (header and footer stick), so the scroll container always holds focusable controls. */
  overflow-y: auto;
  overscroll-behavior: contain;
  border-radius: ${t.radii.lg};
  background: ${t.color.surface.raised};
  color: ${t.color.text.primary};
  box-shadow: ${t.shadows.lg};
  font-family: ${t.font.family.body};
  &:focus {
    outline: none;
  }
  &[data-state='open'] {
    animation: ${popIn} ${t.motion.duration.base} ${t.motion.easing.enter};
  }
  &[data-state='closed'] {
    animation: ${fadeOut} ${t.motion.duration.fast} ${t.motion.easing.exit};
  }
  /* Phones: a full-width bottom sheet. */
  ${t.media.phone} {
    top: auto;
    bottom: 0;
    left: 0;
    transform: none;
    width: 100%;
    max-width: 100%;
    max-height: calc(100dvh - ${t.space[8]});
    border-radius: ${t.radii.xl} ${t.radii.xl} 0 0;
    &[data-state='open'] {
      animation: ${sheetIn} ${t.motion.duration.slow} ${t.motion.easing.enter};
    }
  }
`;

export const headerStyles = (t: Theme) => css`
  position: sticky;
  top: 0;
  z-index: ${t.zIndices.raised};
  display: flex;
  background: ${t.color.surface.raised};
  align-items: flex-start;
  justify-content: space-between;
  gap: ${t.space[4]};
  padding: ${t.space[5]} ${t.space[6]} ${t.space[2]};
  ${t.media.phone} {
    padding: ${t.space[5]} ${t.space[4]} ${t.space[2]};
  }
`;

export const titleStyles = (t: Theme) => css`
  margin: 0;
  padding-top: ${t.space[1]};
  color: ${t.color.text.primary};
  font-family: ${t.font.family.display};
  font-size: ${t.font.size.xl};
  font-weight: ${t.font.weight.bold};
  line-height: ${t.font.lineHeight.snug};
  letter-spacing: ${t.font.letterSpacing.tight};
`;

export const descriptionStyles = (t: Theme) => css`
  margin: 0;
  padding: 0 ${t.space[6]};
  color: ${t.color.text.secondary};
  font-size: ${t.font.size.md};
  line-height: ${t.font.lineHeight.normal};
  ${t.media.phone} {
    padding: 0 ${t.space[4]};
  }
`;

export const closeStyles = (t: Theme) => css`
  flex: none;
  ${inlineCentred}
  ${square(t.sizes.touch)}
  margin: calc(-1 * ${t.space[1]}) calc(-1 * ${t.space[2]}) 0 0;
  padding: 0;
  border: 0;
  border-radius: ${t.radii.md};
  background: ${t.color.action.ghost.bg};
  color: ${t.color.text.secondary};
  cursor: pointer;
  ${t.media.hover} {
    &:hover {
      background: ${t.color.action.ghost.bgHover};
      color: ${t.color.text.primary};
    }
  }
  ${focusRing(t, '0')}
  ${childIcon(t, 'md')}
`;

export const bodyStyles = (t: Theme) => css`
  flex: 1 0 auto;
  padding: ${t.space[4]} ${t.space[6]} ${t.space[6]};
  ${t.media.phone} {
    padding: ${t.space[4]} ${t.space[4]} ${t.space[5]};
  }
`;

export const footerStyles = (t: Theme) => css`
  position: sticky;
  bottom: 0;
  display: flex;
  background: ${t.color.surface.raised};
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${t.space[3]};
  padding: ${t.space[4]} ${t.space[6]};
  border-top: ${t.borderWidths.thin} solid ${t.color.border.subtle};
  ${t.media.phone} {
    flex-direction: column-reverse;
    padding: ${t.space[4]};
    & > * {
      width: 100%;
    }
  }
`;
