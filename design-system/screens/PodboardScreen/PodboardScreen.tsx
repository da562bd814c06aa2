import { css, useTheme, type Theme } from '@emotion/react';
import { AtSign, Camera, Newspaper } from 'lucide-react';
import { useCallback, useId, useRef } from 'react';
import type { LightboxView, MediaGridView } from '../../../machines/podboard/podboard.view';
import { Lightbox } from '../../patterns/Lightbox';
import { MediaGrid } from '../../patterns/MediaGrid';
import { Reviews, type Review } from '../../patterns/Reviews';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Chip } from '../../primitives/Chip';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { ScreenHeader } from '../../patterns/ScreenHeader';
import { ScreenSection } from '../../patterns/ScreenSection';
import { bareList, column } from '../../tokens/recipes';
import { autoColumns, gridList, screenColumn, wrapRow } from '../screen.styles';

export interface PodboardNewsItem {
  id: string;
  title: string;
  /** As shown, e.g. "November 2026". */
  date: string;
  summary: string;
}

export interface PodboardScreenProps {
  heading: string;
  intro: string;
  /** The filter chips, in order (All first). */
  filters: ReadonlyArray<{ id: string; label: string }>;
  /** The grid of the chosen filter (`mediaGridView`); `grid.filter` is the pressed chip. */
  grid: MediaGridView;
  /** Width / height of the artwork. */
  mediaRatio: number;
  /** The open lightbox (`lightboxView`), or null. */
  lightbox: LightboxView | null;
  /** Where a video without a link of its own is watched (the social profile), and the watch link's text. */
  video: { href: string; label: string };
  /** Community feedback: static reviews and the link to send one's own (a chat with the feedback message). */
  feedback: { heading: string; intro: string; reviews: readonly Review[]; share?: { label: string; href: string } };
  news: { heading: string; items: readonly PodboardNewsItem[] };
  featured: {
    heading: string;
    intro: string;
    /** Share your story: a chat link with the story-upload message. */
    story: { label: string; href: string };
    /** The social profile. */
    social: { label: string; href: string };
  };
  /** A chip was pressed. */
  onFilterChange: (filter: string) => void;
  /** A tile was pressed: its index in the grid. */
  onOpen: (index: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
}

const styles = {
  root: (t: Theme) => css`
    ${screenColumn(t, 12, 10)}
  `,
  header: (t: Theme) => css`
    max-width: ${t.sizes.prose};
  `,
  board: (t: Theme) => css`
    ${column(t, 6)}
  `,
  chips: (t: Theme) => css`
    ${wrapRow(t, 2)}
    ${bareList}
  `,
  news: (t: Theme) => css`
    ${gridList(t, autoColumns(`calc(${t.space[24]} * 3)`), 4)}
  `,
  newsCard: (t: Theme) => css`
    gap: ${t.space[2]};
  `,
  featured: (t: Theme) => css`
    gap: ${t.space[4]};
    align-items: flex-start;
  `,
  actions: (t: Theme) => css`
    ${wrapRow(t, 3)}
  `,
};

/**
 * The community board (/podboard): filter chips (All, Sports, Café, Events, Reels; one pressed at a time), the media
 * grid with its lightbox (focus returns to the tile that opened it), community feedback, news, and the call to be
 * featured (story upload chat, social profile).
 */
export function PodboardScreen({
  heading,
  intro,
  filters,
  grid,
  mediaRatio,
  lightbox,
  video,
  feedback,
  news,
  featured,
  onFilterChange,
  onOpen,
  onPrevious,
  onNext,
  onClose,
}: PodboardScreenProps) {
  const theme = useTheme();
  const boardId = useId();
  const featuredId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const openerId = useRef<string | null>(null);

  const open = (index: number) => {
    openerId.current = grid.tiles[index]?.id ?? null;
    onOpen(index);
  };
  // Focus goes back to the tile that opened the lightbox (not to whichever item was last shown).
  const returnFocus = useCallback((event: Event) => {
    const tile = openerId.current
      ? gridRef.current?.querySelector<HTMLElement>(`[data-tile="${openerId.current}"]`)
      : null;
    if (tile) {
      event.preventDefault();
      tile.focus();
    }
  }, []);

  return (
    <Container css={styles.root(theme)} data-screen="podboard">
      <ScreenHeader as="header" heading={heading} intro={intro} css={styles.header(theme)} />

      <section css={styles.board(theme)} aria-labelledby={boardId} data-filter={grid.filter}>
        <VisuallyHidden asChild>
          <h2 id={boardId}>Photos and videos</h2>
        </VisuallyHidden>
        <ul css={styles.chips(theme)} aria-label="Filter posts">
          {filters.map((f) => (
            <li key={f.id}>
              <Chip
                selected={f.id === grid.filter}
                onSelect={() => {
                  if (f.id !== grid.filter) onFilterChange(f.id);
                }}
              >
                {f.label}
              </Chip>
            </li>
          ))}
        </ul>
        <VisuallyHidden role="status">{grid.status}</VisuallyHidden>
        <MediaGrid
          ref={gridRef}
          tiles={grid.tiles}
          ratio={mediaRatio}
          emptyText={grid.emptyText}
          onOpen={open}
          eagerTiles={1}
        />
      </section>

      <Lightbox
        view={lightbox}
        ratio={mediaRatio}
        onPrevious={onPrevious}
        onNext={onNext}
        onClose={onClose}
        videoHref={video.href}
        videoLinkLabel={video.label}
        onCloseAutoFocus={returnFocus}
      />

      <Reviews heading={feedback.heading} intro={feedback.intro} reviews={feedback.reviews} share={feedback.share} />

      <ScreenSection heading={news.heading} gap={6}>
        <ul css={styles.news(theme)}>
          {news.items.map((item) => (
            <Card as="li" key={item.id} css={styles.newsCard(theme)}>
              <Text as="span" size="sm" tone="accent" weight="semibold">
                <Newspaper aria-hidden="true" size="1em" /> {item.date}
              </Text>
              <Heading level={3} size="sm">
                {item.title}
              </Heading>
              <Text size="sm" tone="secondary">
                {item.summary}
              </Text>
            </Card>
          ))}
        </ul>
      </ScreenSection>

      <Card as="section" tone="accent" padding="lg" css={styles.featured(theme)} aria-labelledby={featuredId}>
        <Heading level={2} size="lg" id={featuredId}>
          {featured.heading}
        </Heading>
        <Text>{featured.intro}</Text>
        <div css={styles.actions(theme)}>
          <Button href={featured.story.href} external icon={<Camera aria-hidden="true" />}>
            {featured.story.label}
          </Button>
          <Button href={featured.social.href} external variant="outline" icon={<AtSign aria-hidden="true" />}>
            {featured.social.label}
          </Button>
        </div>
      </Card>
    </Container>
  );
}
