import { css, type Theme } from '@emotion/react';
import { bareList, centred } from '../../tokens/recipes';
import { row } from '../../primitives/shared.styles';

/** Widths where the full wordmark fits: small phones and the 769–1023 px tablet band show the mark only. */
const fullLogo = (t: Theme) =>
  `@media (min-width: ${t.breakpoints.sm}px) and (max-width: ${t.breakpoints.phone}px), (min-width: ${t.breakpoints.lg}px)`;

export const navBarStyles = {
  header: (t: Theme) => css`
    position: sticky;
    top: 0;
    z-index: ${t.zIndices.sticky};
    background: ${t.color.surface.base};
    border-bottom: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    box-shadow: ${t.shadows.sm};
  `,
  bar: (t: Theme) => css`
    position: relative;
    ${row(t, 2)}
    min-height: ${t.sizes.navHeight};
    ${t.media.abovePhone} {
      gap: ${t.space[4]};
    }
  `,
  home: (t: Theme) => css`
    display: inline-flex;
    align-items: center;
    flex: none;
    border-radius: ${t.radii.md};
    & > [data-logo] {
      display: flex;
    }
    & > [data-logo='full'] {
      display: none;
    }
    ${fullLogo(t)} {
      & > [data-logo='full'] {
        display: block;
      }
      & > [data-logo='mark'] {
        display: none;
      }
    }
  `,
  nav: (t: Theme) => css`
    flex: 1;
    min-width: 0;
    ${t.media.phone} {
      flex: 0 0 0;
    }
  `,
  list: (t: Theme) => css`
    ${centred}
    gap: 0;
    ${bareList}
    ${t.media.aboveLg} {
      gap: ${t.space[1]};
    }
    ${t.media.phone} {
      position: absolute;
      top: 100%;
      left: 0;
      right: 0;
      flex-direction: column;
      align-items: stretch;
      gap: ${t.space[1]};
      padding: ${t.space[3]} ${t.space[4]} ${t.space[5]};
      background: ${t.color.surface.base};
      border-bottom: ${t.borderWidths.thin} solid ${t.color.border.subtle};
      box-shadow: ${t.shadows.lg};
      &[data-state='closed'] {
        display: none;
      }
    }
  `,
  link: (t: Theme) => css`
    display: inline-flex;
    align-items: center;
    min-height: ${t.sizes.control.md};
    padding: 0 ${t.space[2]};
    border-radius: ${t.radii.md};
    color: ${t.color.text.secondary};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
    text-decoration: none;
    white-space: nowrap;
    transition: background-color ${t.motion.duration.fast} ${t.motion.easing.standard};
    &:hover {
      background: ${t.color.action.ghost.bgHover};
      color: ${t.color.text.primary};
    }
    &[aria-current='page'] {
      color: ${t.color.text.accent};
      background: ${t.color.surface.accent};
    }
    ${t.media.aboveLg} {
      padding: 0 ${t.space[3]};
      font-size: ${t.font.size.md};
    }
    ${t.media.phone} {
      display: flex;
      min-height: ${t.sizes.touch};
      padding: 0 ${t.space[3]};
      font-size: ${t.font.size.lg};
    }
  `,
  actions: (t: Theme) => css`
    ${row(t, 3)}
    margin-inline-start: auto;
    flex: none;
  `,
  menuButton: (t: Theme) => css`
    ${t.media.abovePhone} {
      display: none;
    }
  `,
  cta: (t: Theme) => css`
    display: flex;
    ${t.media.phone} {
      & > a,
      & > button {
        min-height: ${t.sizes.control.md};
        padding: 0 ${t.space[3]};
        font-size: ${t.font.size.sm};
      }
    }
  `,
};
