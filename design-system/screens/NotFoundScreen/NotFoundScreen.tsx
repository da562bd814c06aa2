import { css, type Theme } from '@emotion/react';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Text } from '../../primitives/Text';
import { column, displayTitle } from '../../tokens/recipes';
import { messagePage } from '../screen.styles';

export interface NotFoundScreenProps {
  /** The path that was not found, shown to the visitor (the app also logs it). */
  path?: string;
  /** Where "Return to Home" goes. */
  homeHref?: string;
}

const styles = {
  root: (t: Theme) => css`
    ${messagePage(t, 6, '60vh')}
  `,
  heading: (t: Theme) => css`
    ${column(t, 2)}
    align-items: center;
    margin: 0;
    font-family: ${t.font.family.display};
  `,
  code: (t: Theme) => css`
    display: block;
    font-size: ${t.font.size['6xl']};
    font-weight: ${t.font.weight.black};
    line-height: ${t.font.lineHeight.tight};
    letter-spacing: ${t.font.letterSpacing.tight};
    color: ${t.color.text.accent};
  `,
  title: (t: Theme) => css`
    display: block;
    ${displayTitle(t, '2xl')}
    color: ${t.color.text.primary};
  `,
  path: (t: Theme) => css`
    font-family: ${t.font.family.mono};
    overflow-wrap: anywhere;
  `,
};

/** The 404 page: "404", "Oops! Page not found" and a Return to Home link. */
export function NotFoundScreen({ path, homeHref = '/' }: NotFoundScreenProps) {
  return (
    <Container size="narrow" css={styles.root} data-screen="not-found">
      <h1 css={styles.heading}>
        <span css={styles.code}>404</span> <span css={styles.title}>Oops! Page not found</span>
      </h1>
      {path !== undefined && (
        <Text tone="secondary">
          There is no page at <code css={styles.path}>{path}</code>. It may have moved, or the link may be mistyped.
        </Text>
      )}
      <Button href={homeHref} icon={<ArrowLeft aria-hidden="true" />}>
        Return to Home
      </Button>
    </Container>
  );
}
