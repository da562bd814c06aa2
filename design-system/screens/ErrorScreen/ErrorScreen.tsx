import { css, type Theme } from '@emotion/react';
import { House, RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { messageActions, messageBadge, messagePage } from '../screen.styles';

export interface ErrorScreenProps {
  /** Technical detail shown under the explanation (the app passes it in development only). */
  details?: string;
  /** Where "Return to Home" goes. */
  homeHref?: string;
  /** Reload pressed: the app reloads the page. */
  onReload: () => void;
}

const styles = {
  root: (t: Theme) => css`
    ${messagePage(t, 5, 'auto')}
  `,
  icon: (t: Theme) => css`
    ${messageBadge(t, 'danger')}
  `,
  details: (t: Theme) => css`
    margin: ${t.space[2]} 0 0;
    padding: ${t.space[3]} ${t.space[4]};
    border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    border-radius: ${t.radii.md};
    background: ${t.color.surface.sunken};
    color: ${t.color.text.secondary};
    font-family: ${t.font.family.mono};
    font-size: ${t.font.size.sm};
    text-align: start;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  `,
  disclosure: (t: Theme) => css`
    width: 100%;
    text-align: start;
    color: ${t.color.text.secondary};
    & > summary {
      cursor: pointer;
      font-size: ${t.font.size.sm};
    }
  `,
  actions: (t: Theme) => css`
    ${messageActions(t)}
  `,
};

/** The router's error page: "Unexpected Application Error", a short explanation, Return to Home and Reload. */
export function ErrorScreen({ details, homeHref = '/', onReload }: ErrorScreenProps) {
  return (
    <Container size="narrow" css={styles.root} data-screen="error">
      <div css={styles.icon}>
        <TriangleAlert aria-hidden="true" />
      </div>
      <Heading level={1} size="lg">
        Unexpected Application Error
      </Heading>
      <Text tone="secondary">
        Something went wrong while showing this page. It is not something you did. Reload to try again, or go back to
        the home page.
      </Text>
      {details && (
        <details css={styles.disclosure}>
          <summary>Error details</summary>
          <pre css={styles.details}>{details}</pre>
        </details>
      )}
      <div css={styles.actions}>
        <Button href={homeHref} icon={<House aria-hidden="true" />}>
          Return to Home
        </Button>
        <Button variant="outline" onClick={onReload} icon={<RefreshCw aria-hidden="true" />}>
          Reload
        </Button>
      </div>
    </Container>
  );
}
