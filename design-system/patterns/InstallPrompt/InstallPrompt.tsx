import { css, keyframes, type Theme } from '@emotion/react';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { Logo } from '../../brand/Logo';
import { Button } from '../../primitives/Button';
import { displayTitle } from '../../tokens/recipes';

export interface InstallPromptProps {
  /** Shown only when the browser offered installation and the screen is a phone (the app decides). */
  visible: boolean;
  /** The app's name, e.g. "POD". */
  appName: string;
  /** One short sentence on why to install. */
  description: string;
  /** Install pressed: the app calls the browser's prompt(). */
  onInstall: () => void;
  /** Not Now pressed: the app hides it for the rest of the session. */
  onDismiss: () => void;
}

const rise = (t: Theme) => keyframes`
  from { transform: translateY(${t.space[6]}); }
  to { transform: none; }
`;

const styles = {
  sheet: (t: Theme) => css`
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${t.space[3]} ${t.space[4]};
    width: 100%;
    padding: ${t.space[4]} ${t.space[4]} ${t.space[5]};
    border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    border-radius: ${t.radii.xl} ${t.radii.xl} 0 0;
    background: ${t.color.surface.raised};
    color: ${t.color.text.primary};
    box-shadow: ${t.shadows.lg};
    animation: ${rise(t)} ${t.motion.duration.slow} ${t.motion.easing.enter};
  `,
  title: (t: Theme) => css`
    ${displayTitle(t, 'lg')}
    line-height: ${t.font.lineHeight.snug};
  `,
  text: (t: Theme) => css`
    margin: ${t.space[1]} 0 0;
    font-size: ${t.font.size.sm};
    color: ${t.color.text.secondary};
  `,
  actions: (t: Theme) => css`
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${t.space[3]};
  `,
};

/** The phone install banner: app name, a short reason, Install and Not Now. Renders nothing when not visible. */
export function InstallPrompt({ visible, appName, description, onInstall, onDismiss }: InstallPromptProps) {
  const titleId = useId();
  if (!visible) return null;
  return (
    <aside css={styles.sheet} aria-labelledby={titleId} data-part="install-prompt" data-state="visible">
      <Logo variant="mark" size="lg" decorative />
      <div>
        <h2 id={titleId} css={styles.title}>
          Install {appName}
        </h2>
        <p css={styles.text}>{description}</p>
      </div>
      <div css={styles.actions}>
        <Button variant="outline" onClick={onDismiss}>
          Not Now
        </Button>
        <Button icon={<Download aria-hidden="true" />} onClick={onInstall}>
          Install
        </Button>
      </div>
    </aside>
  );
}
