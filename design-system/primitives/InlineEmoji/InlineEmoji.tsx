import { css, type Theme } from '@emotion/react';

export interface InlineEmojiProps {
  /** The emoji, such as a sport's image. */
  children: string;
}

/**
 * Drawn in the system's colour emoji font (`font.family.emoji`), so the browser does not search every font for it.
 * `line-height: 0` keeps that font's taller metrics out of the line: the line is as tall as its text makes it.
 */
const inlineEmoji = (t: Theme) => css`
  font-family: ${t.font.family.emoji};
  line-height: 0;
`;

/**
 * An emoji set in a line of text as decoration, such as a sport's mark before its name in a heading. Hidden from
 * screen readers: the text beside it says what it stands for. Put the space between it and the text outside it.
 */
export function InlineEmoji({ children }: InlineEmojiProps) {
  return (
    <span aria-hidden="true" css={inlineEmoji}>
      {children}
    </span>
  );
}
