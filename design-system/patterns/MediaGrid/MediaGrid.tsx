import { css, useTheme, type Theme } from '@emotion/react';
import { ImageOff, Play } from 'lucide-react';
import type { Ref } from 'react';
import type { MediaTileView } from '../../../machines/podboard/podboard.view';
import { Image } from '../../primitives/Image';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { bareList } from '../../tokens/recipes';
import { childIcon, ends, inlineRow, square } from '../../primitives/shared.styles';

export interface MediaGridProps {
  /** The tiles of the chosen filter (`mediaGridView`). */
  tiles: readonly MediaTileView[];
  /** Width / height of the artwork; every tile keeps it, so nothing shifts while images load. */
  ratio: number;
  /** Shown instead of the grid when there are no tiles. */
  emptyText: string | null;
  /** A tile was pressed: its index in `tiles`. */
  onOpen: (index: number) => void;
  /**
   * How many tiles, from the first, load at once with high priority: those above the fold on a phone, where the
   * first image is the page's largest paint. The others load as they near the screen. Default 0 (all lazy).
   */
  eagerTiles?: number;
  /** The grid's root (the board finds the tile to give focus back to). */
  ref?: Ref<HTMLDivElement>;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  list: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(${t.space[24]} * 2.75)), 1fr));
    gap: ${t.space[4]};
    ${bareList}
  `,
  /** The card: the image, its badge and the caption; the caption's button covers the whole card. */
  tile: (t: Theme) => css`
    position: relative;
    display: flex;
    flex-direction: column;
    height: 100%;
    border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    border-radius: ${t.radii.lg};
    overflow: hidden;
    background: ${t.color.surface.raised};
    transition:
      transform ${t.motion.duration.base} ${t.motion.easing.standard},
      box-shadow ${t.motion.duration.base} ${t.motion.easing.standard};
    ${t.media.hover} {
      &:hover {
        transform: translateY(calc(-1 * ${t.space[1]}));
        box-shadow: ${t.shadows.md};
      }
    }
    ${t.media.reducedMotion} {
      &:hover {
        transform: none;
      }
    }
    &:has(button:focus-visible) {
      outline: ${t.borderWidths.focus} solid ${t.color.border.focus};
      outline-offset: ${t.borderWidths.thick};
    }
  `,
  button: (t: Theme) => css`
    padding: 0;
    border: 0;
    background: transparent;
    color: ${t.color.text.primary};
    font: inherit;
    font-weight: ${t.font.weight.semibold};
    text-align: start;
    cursor: zoom-in;
    &[data-type='video'] {
      cursor: pointer;
    }
    &:focus-visible {
      outline: none;
    }
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      z-index: ${t.zIndices.raised};
    }
  `,
  caption: (t: Theme) => css`
    ${ends(t, 2)}
    padding: ${t.space[3]} ${t.space[4]};
  `,
  play: (t: Theme) => css`
    position: absolute;
    top: ${t.space[3]};
    left: ${t.space[3]};
    z-index: ${t.zIndices.raised};
    ${inlineRow(t, 1)}
    padding: ${t.space[1]} ${t.space[3]} ${t.space[1]} ${t.space[2]};
    border-radius: ${t.radii.pill};
    background: ${t.color.surface.inverse};
    color: ${t.color.text.inverse};
    font-size: ${t.font.size.xs};
    font-weight: ${t.font.weight.bold};
    letter-spacing: ${t.font.letterSpacing.wide};
    text-transform: uppercase;
    ${childIcon(t, 'sm')}
  `,
  empty: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${t.space[3]};
    padding: ${t.space[12]} ${t.space[4]};
    border: ${t.borderWidths.thin} dashed ${t.color.border.default};
    border-radius: ${t.radii.lg};
    text-align: center;
    & > svg {
      ${square(t.sizes.icon.lg)}
      color: ${t.color.text.secondary};
    }
  `,
};

/**
 * The community board's media grid: a tile per item (fixed-ratio image with alt text, lazy after the first
 * `eagerTiles`; its title), a Video badge with a play icon on videos. The title is a button ("Open …" / "Play video: …") whose target covers the
 * whole tile; it opens the lightbox. An empty filter says so.
 */
export function MediaGrid({ tiles, ratio, emptyText, onOpen, eagerTiles = 0, ref, className }: MediaGridProps) {
  const theme = useTheme();
  return (
    <div ref={ref} className={className} data-count={tiles.length}>
      {tiles.length === 0 ? (
        <div css={styles.empty(theme)} data-state="empty">
          <ImageOff aria-hidden="true" />
          <Text tone="secondary" weight="medium">
            {emptyText}
          </Text>
        </div>
      ) : (
        <ul css={styles.list(theme)}>
          {tiles.map((tile, index) => (
            <li key={tile.id} css={styles.tile(theme)} data-type={tile.type} data-category={tile.category}>
              {tile.type === 'video' && (
                <span css={styles.play(theme)} aria-hidden="true">
                  <Play fill="currentColor" />
                  Video
                </span>
              )}
              <Image src={tile.src} alt={tile.alt} ratio={ratio} priority={index < eagerTiles} />
              <span css={styles.caption(theme)}>
                <button
                  type="button"
                  css={styles.button(theme)}
                  aria-haspopup="dialog"
                  data-tile={tile.id}
                  data-type={tile.type}
                  onClick={() => onOpen(index)}
                >
                  <VisuallyHidden>{`${tile.openPrefix} `}</VisuallyHidden>
                  {tile.title}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
