import { css, type Theme } from '@emotion/react';
import { useEffect, useRef, type ReactNode } from 'react';

/** The id of the main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

export interface SiteLayoutProps {
  /** The navigation bar (renders the banner landmark). */
  header: ReactNode;
  /** The page. */
  children: ReactNode;
  /** The footer (renders the contentinfo landmark). */
  footer: ReactNode;
  /** The floating chat, docked bottom-right. */
  floatingChat?: ReactNode;
  /** The install prompt, docked along the bottom edge under the chat button. */
  installPrompt?: ReactNode;
  /** A site-wide notice (offline, new version) between the header and the page. */
  notice?: ReactNode;
}

/** The install prompt's height on the dock, which lifts the chat button above the prompt. */
const INSTALL_HEIGHT_VAR = '--dock-install-height';

const styles = {
  root: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    min-height: 100vh;
    min-height: 100dvh;
    /* Selected text in the page's accent (the site's stylesheet has the sports accent's for the whole document). */
    & ::selection {
      background: ${t.color.surface.accent};
      color: ${t.color.text.primary};
    }
  `,
  skip: (t: Theme) => css`
    position: absolute;
    top: ${t.space[2]};
    left: ${t.space[2]};
    z-index: ${t.zIndices.toast};
    padding: ${t.space[3]} ${t.space[4]};
    border-radius: ${t.radii.md};
    background: ${t.color.surface.inverse};
    color: ${t.color.text.inverse};
    font-weight: ${t.font.weight.semibold};
    text-decoration: none;
    transform: translateY(calc(-100% - ${t.space[4]}));
    &:focus {
      transform: none;
    }
  `,
  main: css`
    flex: 1 0 auto;
    display: flex;
    flex-direction: column;
    &:focus {
      outline: none;
    }
  `,
  dock: (t: Theme) => css`
    position: fixed;
    inset-inline: 0;
    bottom: 0;
    z-index: ${t.zIndices.floating};
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    pointer-events: none;
    & > [data-slot='chat'] {
      padding: ${t.space[4]};
      ${t.media.abovePhone} {
        padding: ${t.space[6]};
      }
      /* Lifted over the install prompt by a transform, never by layout: the prompt arrives after the page has
         painted, and a chat button pushed up by it was a layout shift on every phone page (CLS 0.065). */
      transform: translateY(calc(-1 * var(${INSTALL_HEIGHT_VAR}, 0px)));
      transition: transform ${t.motion.duration.slow} ${t.motion.easing.enter};
    }
    & > [data-slot] > * {
      pointer-events: auto;
    }
    /* Out of the dock's flow, along the bottom edge: the dock keeps its height whether the prompt shows or not. */
    & > [data-slot='install'] {
      position: absolute;
      inset-inline: 0;
      bottom: 0;
    }
  `,
};

/**
 * The page frame: a "Skip to main content" link, the header, a site-wide notice if any, the main landmark, the footer, and a dock
 * that floats the chat button (and, on phones, the install prompt) over the page.
 */
export function SiteLayout({ header, children, footer, floatingChat, installPrompt, notice }: SiteLayoutProps) {
  const dockRef = useRef<HTMLDivElement>(null);
  const installRef = useRef<HTMLDivElement>(null);
  const hasInstallSlot = Boolean(installPrompt);
  // The chat button sits above the install prompt, whose height depends on the phone's width and the text size.
  useEffect(() => {
    const dock = dockRef.current;
    const install = installRef.current;
    if (!dock || !install) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? install.getBoundingClientRect().height;
      dock.style.setProperty(INSTALL_HEIGHT_VAR, `${height}px`);
    });
    observer.observe(install);
    return () => {
      observer.disconnect();
      dock.style.removeProperty(INSTALL_HEIGHT_VAR);
    };
  }, [hasInstallSlot]);
  return (
    <div css={styles.root} data-part="site-layout">
      <a href={`#${MAIN_CONTENT_ID}`} css={styles.skip}>
        Skip to main content
      </a>
      {header}
      {notice}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} css={styles.main}>
        {children}
      </main>
      {footer}
      {(floatingChat || installPrompt) && (
        <div ref={dockRef} css={styles.dock} data-part="floating-dock">
          {floatingChat && <div data-slot="chat">{floatingChat}</div>}
          {installPrompt && (
            <div ref={installRef} data-slot="install">
              {installPrompt}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
