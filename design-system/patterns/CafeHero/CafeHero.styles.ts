import { css, type Theme } from '@emotion/react';
import type { CafeSlideBackground } from '../../../machines/cafe/cafe.view';
import { bareList, cluster, column, overline, spread } from '../../tokens/recipes';
import { childIcon, square } from '../../primitives/shared.styles';

/** Each slide background, from the theme's accent and inverse surfaces (white text meets AA on all three). */
export const slideBackgrounds: Record<CafeSlideBackground, (t: Theme) => string> = {
  ember: (t) => `linear-gradient(135deg, ${t.color.action.primary.bg}, ${t.color.surface.accentStrong})`,
  espresso: (t) => `linear-gradient(135deg, ${t.color.surface.accentStrong}, ${t.color.surface.inverse})`,
  night: (t) => `linear-gradient(135deg, ${t.color.surface.inverseRaised}, ${t.color.surface.inverse})`,
};

export const cafeHeroStyles = {
  root: (t: Theme, background: CafeSlideBackground) => css`
    position: relative;
    ${column(t, 6)}
    padding: ${t.space[10]} ${t.space[8]} ${t.space[8]};
    border-radius: ${t.radii.xl};
    background: ${slideBackgrounds[background](t)};
    color: ${t.color.text.inverse};
    box-shadow: ${t.shadows.md};
    overflow: hidden;
    ${t.media.phone} {
      padding: ${t.space[8]} ${t.space[5]} ${t.space[6]};
    }
  `,
  eyebrow: (t: Theme) => css`
    margin: 0;
    ${overline(t)}
    color: ${t.color.text.inverseMuted};
  `,
  slide: (t: Theme) => css`
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: center;
    gap: ${t.space[6]};
    min-height: calc(${t.space[24]} * 2);
    ${t.media.phone} {
      grid-template-columns: 1fr;
      min-height: calc(${t.space[24]} * 2.5);
    }
  `,
  slideText: (t: Theme) => css`
    ${column(t, 3)}
  `,
  title: (t: Theme) => css`
    margin: 0;
    font-family: ${t.font.family.display};
    font-size: ${t.font.size['5xl']};
    font-weight: ${t.font.weight.black};
    line-height: ${t.font.lineHeight.tight};
    letter-spacing: ${t.font.letterSpacing.tight};
    ${t.media.phone} {
      font-size: ${t.font.size['3xl']};
    }
  `,
  subtitle: (t: Theme) => css`
    margin: 0;
    max-width: ${t.sizes.narrow};
    font-size: ${t.font.size.lg};
    line-height: ${t.font.lineHeight.normal};
    color: ${t.color.text.inverse};
  `,
  emoji: (t: Theme) => css`
    font-family: ${t.font.family.emoji};
    font-size: ${t.font.size['6xl']};
    line-height: 1;
    ${t.media.abovePhone} {
      font-size: calc(${t.font.size['6xl']} * 1.6);
    }
    ${t.media.phone} {
      display: none;
    }
  `,
  footer: (t: Theme) => css`
    ${spread(t, 4)}
  `,
  controls: (t: Theme) => css`
    ${cluster(t, 2)}
  `,
  dots: (t: Theme) => css`
    display: flex;
    gap: ${t.space[1]};
    ${bareList}
  `,
  /** A 44 px target around a small dot. */
  dot: (t: Theme) => css`
    display: grid;
    place-items: center;
    ${square(t.sizes.touch)}
    padding: 0;
    border: 0;
    border-radius: ${t.radii.pill};
    background: transparent;
    cursor: pointer;
    &::before {
      content: '';
      display: block;
      ${square(t.space[3])}
      border: ${t.borderWidths.thick} solid ${t.color.text.inverse};
      border-radius: ${t.radii.pill};
      background: transparent;
      transition: width ${t.motion.duration.base} ${t.motion.easing.standard};
    }
    &[aria-current='true']::before {
      width: ${t.space[8]};
      background: ${t.color.text.inverse};
    }
    &:focus-visible {
      outline: ${t.borderWidths.focus} solid ${t.color.border.focusInverse};
      outline-offset: -${t.borderWidths.focus};
    }
  `,
  toggle: (t: Theme) => css`
    display: inline-flex;
    /* Nothing moves under reduced motion, so there is nothing to pause (the page may be served before that is known). */
    ${t.media.reducedMotion} {
      display: none;
    }
    align-items: center;
    gap: ${t.space[2]};
    min-height: ${t.sizes.touch};
    padding: 0 ${t.space[3]};
    border: ${t.borderWidths.thin} solid ${t.color.text.inverse};
    border-radius: ${t.radii.pill};
    background: transparent;
    color: ${t.color.text.inverse};
    font: inherit;
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
    white-space: nowrap;
    cursor: pointer;
    ${childIcon(t, 'sm')}
    &:focus-visible {
      outline: ${t.borderWidths.focus} solid ${t.color.border.focusInverse};
      outline-offset: ${t.borderWidths.thick};
    }
  `,
};
