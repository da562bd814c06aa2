import { css, type Theme } from '@emotion/react';
import { controlBoxStyles } from '../TextField/field.styles';
import { iconBox } from '../shared.styles';

/** The trigger looks like a text field; its `data-state` is Radix's open/closed, so invalid and disabled read ARIA. */
export const triggerStyles = (t: Theme) => css`
  ${controlBoxStyles(t, { invalid: "&[aria-invalid='true']", disabled: '&[data-disabled]' })}
  justify-content: space-between;
  gap: ${t.space[2]};
  padding: 0 ${t.space[3]};
  text-align: left;
  cursor: pointer;
  &[data-placeholder] {
    color: ${t.color.text.muted};
  }
  & > span:first-of-type {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > svg {
    ${iconBox(t, 'md')}
    color: ${t.color.text.secondary};
    transition: transform ${t.motion.duration.fast} ${t.motion.easing.standard};
  }
  &[data-state='open'] > svg {
    transform: rotate(180deg);
  }
`;
