import { css, keyframes, type Theme } from '@emotion/react';
import { column } from '../../tokens/recipes';
import { childIcon, focusRing, iconBox, inlineCentred, square } from '../shared.styles';

const slideIn = keyframes`
  from { opacity: 0; transform: translateX(calc(100% + var(--pod-toast-gutter))); }
  to { opacity: 1; transform: translateX(0); }
`;
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;
const swipeOut = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(calc(100% + var(--pod-toast-gutter))); }
`;

/** The fixed list the toasts render into: bottom right, full width on phones, above everything. */
export const viewportStyles = (t: Theme) => css`
  --pod-toast-gutter: ${t.space[6]};
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${t.zIndices.toast};
  ${column(t, 3)}
  width: 100%;
  max-width: calc(${t.sizes.narrow} + 2 * var(--pod-toast-gutter));
  max-height: 100dvh;
  margin: 0;
  padding: var(--pod-toast-gutter);
  list-style: none;
  outline: none;
  ${t.media.phone} {
    --pod-toast-gutter: ${t.space[3]};
    left: 0;
    max-width: 100%;
  }
`;

/* Motion reads the duration tokens, which collapse to 0ms under prefers-reduced-motion. */
export const toastStyles = (t: Theme) => css`
  /* Positioned, so stacked toasts always paint in list order: an entering or leaving toast's animation makes it a
     stacking context, which would otherwise paint it (and its shadow) over its neighbours for that moment. */
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${t.space[3]};
  padding: ${t.space[4]};
  padding-right: ${t.space[2]};
  border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
  border-left: ${t.space[1]} solid ${t.color.border.accent};
  border-radius: ${t.radii.md};
  background: ${t.color.surface.raised};
  color: ${t.color.text.primary};
  box-shadow: ${t.shadows.lg};
  font-family: ${t.font.family.body};
  ${focusRing(t, t.borderWidths.thick)}
  &[data-variant='destructive'] {
    border-color: ${t.color.status.danger.border};
    background: ${t.color.status.danger.bg};
  }
  &[data-state='open'] {
    animation: ${slideIn} ${t.motion.duration.slow} ${t.motion.easing.enter};
  }
  &[data-state='closed'] {
    animation: ${fadeOut} ${t.motion.duration.base} ${t.motion.easing.exit};
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform ${t.motion.duration.base} ${t.motion.easing.standard};
  }
  &[data-swipe='end'] {
    animation: ${swipeOut} ${t.motion.duration.base} ${t.motion.easing.exit};
  }
  & > svg {
    ${iconBox(t, 'md')}
    margin-top: ${t.space[0.5]};
    color: ${t.color.status.danger.fg};
  }
`;

export const bodyStyles = (t: Theme) => css`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: ${t.space[1]};
  min-width: 0;
  padding-top: ${t.space[0.5]};
`;

export const titleStyles = (t: Theme) => css`
  color: ${t.color.text.primary};
  font-size: ${t.font.size.md};
  font-weight: ${t.font.weight.semibold};
  line-height: ${t.font.lineHeight.snug};
  [data-variant='destructive'] & {
    color: ${t.color.status.danger.fg};
  }
`;

export const descriptionStyles = (t: Theme) => css`
  color: ${t.color.text.secondary};
  font-size: ${t.font.size.sm};
  line-height: ${t.font.lineHeight.normal};
  [data-variant='destructive'] & {
    color: ${t.color.text.primary};
  }
`;

export const actionRowStyles = (t: Theme) => css`
  margin-top: ${t.space[2]};
`;

export const closeStyles = (t: Theme) => css`
  flex: none;
  ${inlineCentred}
  ${square(t.sizes.control.sm)}
  padding: 0;
  border: 0;
  border-radius: ${t.radii.sm};
  background: transparent;
  color: ${t.color.text.secondary};
  cursor: pointer;
  ${t.media.hover} {
    &:hover {
      background: ${t.color.action.ghost.bgHover};
      color: ${t.color.text.primary};
    }
  }
  ${focusRing(t, '0')}
  ${childIcon(t, 'sm')}
`;
