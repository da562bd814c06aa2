import { css, useTheme, type Theme } from '@emotion/react';
import { ChevronLeft, ChevronRight, ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { LightboxView } from '../../../machines/podboard/podboard.view';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Image } from '../../primitives/Image';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { column, spread } from '../../tokens/recipes';
import { childIcon, inlineRow } from '../../primitives/shared.styles';

export interface LightboxProps {
  /** The open item, its counter ('3 of 12') and button labels (`lightboxView`), or null when closed. */
  view: LightboxView | null;
  /** Width / height of the artwork. */
  ratio: number;
  /** Previous (wraps from the first item to the last). Also the Left arrow key. */
  onPrevious: () => void;
  /** Next (wraps from the last item to the first). Also the Right arrow key. */
  onNext: () => void;
  /** Close, Escape or a click outside. */
  onClose: () => void;
  /**
   * Where a video without a link of its own (`item.link`) is watched: the social profile. Either opens in a new tab.
   */
  videoHref: string;
  /** That link's text, e.g. "Watch on Instagram". */
  videoLinkLabel: string;
  /** Focus is about to return on close: prevent the default and focus the tile that opened the lightbox. */
  onCloseAutoFocus?: (event: Event) => void;
}

const styles = {
  stage: (t: Theme) => css`
    ${column(t, 4)}
  `,
  /** As wide as fits while the image, the buttons and the title stay on one screen. */
  figure: (t: Theme, ratio: number) => css`
    margin: 0;
    width: min(100%, calc((100dvh - ${t.space[24]} * 3.5) * ${ratio}));
    align-self: center;
  `,
  nav: (t: Theme) => css`
    ${spread(t, 3)}
  `,
  watch: css`
    display: flex;
    justify-content: center;
  `,
  trailing: (t: Theme) => css`
    ${inlineRow(t, 2)}
    ${childIcon(t, 'md')}
  `,
  counter: (t: Theme) => css`
    font-variant-numeric: tabular-nums;
    font-weight: ${t.font.weight.semibold};
  `,
};

/**
 * The community board's lightbox (a modal Dialog): the item large, Previous and Next (wrapping at both ends, also
 * the arrow keys), the counter "3 of 12", and for a video a link to watch it (the reel's own post when staff saved
 * its address, else the social profile). Escape and Close close it; focus is
 * trapped inside while open.
 */
export function Lightbox({
  view,
  ratio,
  onPrevious,
  onNext,
  onClose,
  videoHref,
  videoLinkLabel,
  onCloseAutoFocus,
}: LightboxProps) {
  const theme = useTheme();
  const open = view !== null;
  // The last item shown, so the closing animation keeps its content (adjusted during render, no effect).
  const [last, setLast] = useState(view);
  if (view && view !== last) setLast(view);
  const shown = view ?? last;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        onPrevious();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        onNext();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onPrevious, onNext]);

  if (!shown) return null;
  const { item } = shown;
  return (
    <Dialog
      title={item.title}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="lg"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div css={styles.stage(theme)} data-lightbox-index={shown.index} data-type={item.type}>
        <VisuallyHidden aria-live="polite" aria-atomic="true">
          {`${item.title}, ${shown.counter}`}
        </VisuallyHidden>
        <figure css={styles.figure(theme, ratio)}>
          <Image key={item.id} src={item.src} alt={item.alt} ratio={ratio} fit="contain" radius="md" priority />
        </figure>
        {item.type === 'video' && (
          <div css={styles.watch}>
            <Button
              href={item.link || videoHref}
              external
              variant="secondary"
              icon={<ExternalLink aria-hidden="true" />}
            >
              {videoLinkLabel}
            </Button>
          </div>
        )}
        <div css={styles.nav(theme)}>
          <Button variant="outline" icon={<ChevronLeft aria-hidden="true" />} onClick={onPrevious}>
            {shown.previousLabel}
          </Button>
          <Text as="span" css={styles.counter(theme)} data-part="counter">
            {shown.counter}
          </Text>
          <Button variant="outline" onClick={onNext}>
            <span css={styles.trailing(theme)}>
              {shown.nextLabel}
              <ChevronRight aria-hidden="true" />
            </span>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
