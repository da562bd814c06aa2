import { css, type Theme } from '@emotion/react';
import { Home, RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Text } from '../../primitives/Text';
import { displayTitle } from '../../tokens/recipes';
import { messageActions, messagePage } from '../screen.styles';

export interface OfflineScreenProps {
  /** "You're offline". */
  title: string;
  /** What happened and what still works. */
  message: string;
  /** Try again: the app reloads the page the visitor asked for. */
  onRetry?: () => void;
  /** Where the second button goes (the home page, which opens from the device once visited). */
  homeHref?: string;
}

const styles = {
  root: (t: Theme) => css`
    ${messagePage(t, 5, '60vh')}
  `,
  icon: (t: Theme) => css`
    width: ${t.space[12]};
    height: ${t.space[12]};
    color: ${t.color.text.accent};
  `,
  title: (t: Theme) => css`
    ${displayTitle(t, '3xl')}
    line-height: ${t.font.lineHeight.tight};
    color: ${t.color.text.primary};
  `,
  actions: (t: Theme) => css`
    ${messageActions(t)}
  `,
};

/**
 * The page for a page never opened on this device while the network is down (the service worker serves it):
 * what happened, what still works, Try again and the home page.
 */
export function OfflineScreen({ title, message, onRetry, homeHref = '/' }: OfflineScreenProps) {
  return (
    <Container size="narrow" css={styles.root} data-screen="offline">
      <WifiOff css={styles.icon} aria-hidden="true" />
      <h1 css={styles.title}>{title}</h1>
      <Text tone="secondary">{message}</Text>
      <div css={styles.actions}>
        <Button icon={<RefreshCw aria-hidden="true" />} onClick={onRetry} data-action="retry">
          Try again
        </Button>
        <Button variant="outline" href={homeHref} icon={<Home aria-hidden="true" />}>
          Go to the home page
        </Button>
      </div>
    </Container>
  );
}
