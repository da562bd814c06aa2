import { css, type Theme } from '@emotion/react';
import { column, displayTitle, spread } from '../../tokens/recipes';
import { childIcon, ends, focusRing, inlineCentred, inlineRow, square } from '../../primitives/shared.styles';

export const calendarStyles = {
  root: (t: Theme) => css`
    ${column(t, 3)}
    min-width: 0;
    font-family: ${t.font.family.body};
  `,
  header: (t: Theme) => css`
    ${ends(t, 2)}
  `,
  caption: (t: Theme) => css`
    ${displayTitle(t, 'lg')}
    color: ${t.color.text.primary};
    text-align: center;
    flex: 1;
  `,
  navButton: (t: Theme) => css`
    ${inlineCentred}
    ${square(t.sizes.touch)}
    border: ${t.borderWidths.thin} solid ${t.color.border.default};
    border-radius: ${t.radii.md};
    background: ${t.color.surface.raised};
    color: ${t.color.text.primary};
    cursor: pointer;
    ${childIcon(t, 'md')}
    ${t.media.hover} {
      &:hover:not([aria-disabled='true']) {
        background: ${t.color.surface.accent};
      }
    }
    ${focusRing(t, t.borderWidths.thick)}
    &[aria-disabled='true'] {
      background: ${t.color.action.disabled.bg};
      color: ${t.color.action.disabled.fg};
      cursor: not-allowed;
    }
  `,
  toolbar: (t: Theme) => css`
    ${spread(t, 2)}
  `,
  legend: (t: Theme) => css`
    margin: 0;
    font-size: ${t.font.size.sm};
    color: ${t.color.text.secondary};
  `,
  filter: (t: Theme) => css`
    ${inlineRow(t, 1.5)}
    min-height: ${t.sizes.control.md};
    padding: 0 ${t.space[3]};
    border: ${t.borderWidths.thin} solid ${t.color.action.outline.border};
    border-radius: ${t.radii.pill};
    background: ${t.color.action.outline.bg};
    color: ${t.color.action.outline.fg};
    font-family: inherit;
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
    cursor: pointer;
    ${childIcon(t, 'sm')}
    &[data-state='on'] {
      background: ${t.color.action.primary.bg};
      border-color: ${t.color.action.primary.bg};
      color: ${t.color.action.primary.fg};
    }
    ${focusRing(t, t.borderWidths.thick)}
  `,
  grid: (t: Theme) => css`
    ${column(t, 1)}
  `,
  row: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(7, minmax(0, 1fr));
    gap: ${t.space[1]};
  `,
  columnHeader: (t: Theme) => css`
    padding: ${t.space[1]} 0;
    font-size: ${t.font.size.xs};
    font-weight: ${t.font.weight.semibold};
    color: ${t.color.text.secondary};
    text-align: center;
    text-transform: uppercase;
    letter-spacing: ${t.font.letterSpacing.wide};
  `,
  day: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${t.space[0.5]};
    width: 100%;
    min-height: ${t.sizes.control.lg};
    padding: ${t.space[1]} 0;
    border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    border-radius: ${t.radii.md};
    background: ${t.color.surface.raised};
    color: ${t.color.text.primary};
    font-family: inherit;
    line-height: ${t.font.lineHeight.snug};
    cursor: pointer;
    & > [data-part='day'] {
      font-size: ${t.font.size.md};
      font-weight: ${t.font.weight.semibold};
    }
    & > [data-part='price'] {
      font-size: ${t.font.size.xs};
      color: ${t.color.text.secondary};
    }
    ${t.media.hover} {
      &:hover:not([aria-disabled='true']):not([data-state='selected']) {
        border-color: ${t.color.border.accent};
        background: ${t.color.surface.accent};
      }
    }
    &[data-weekend='true'][data-state='available'] > [data-part='price'] {
      color: ${t.color.text.warning};
    }
    &[aria-current='date'] {
      border-color: ${t.color.border.strong};
      border-width: ${t.borderWidths.thick};
    }
    &[data-state='selected'] {
      border-color: ${t.color.action.primary.bg};
      background: ${t.color.action.primary.bg};
      color: ${t.color.action.primary.fg};
      & > [data-part='price'] {
        color: ${t.color.action.primary.fg};
      }
    }
    &[data-state='past'],
    &[data-state='filtered'] {
      background: ${t.color.surface.sunken};
      color: ${t.color.text.muted};
      cursor: not-allowed;
      & > [data-part='price'] {
        color: ${t.color.text.muted};
      }
    }
    &[data-state='past'] > [data-part='day'] {
      text-decoration: line-through;
    }
    ${focusRing(t, t.borderWidths.thin)}
  `,
};
