import { css, type Theme } from '@emotion/react';
import { ExternalLink, MapPin } from 'lucide-react';
import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { Link } from '../Link';
import { childIcon, inlineRow, square } from '../shared.styles';

export const embeddedMapHeights = ['sm', 'md', 'lg'] as const;
export type EmbeddedMapHeight = (typeof embeddedMapHeights)[number];

/** The label of the link under the map. */
export const openInMapsLabel = 'Open in Maps';

/** Map heights as multiples of the largest spacing step (about 15, 21 and 27 rem). */
const heightFor = (t: Theme, height: EmbeddedMapHeight) =>
  `calc(${t.space[24]} * ${{ sm: 2.5, md: 3.5, lg: 4.5 }[height]})`;

export interface EmbeddedMapProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'title'> {
  /** Names the map for assistive technology (becomes the iframe title), e.g. "Map of POD, Sholinganallur". */
  title: string;
  /** The map's embed URL. */
  src: string;
  /** The maps page the "Open in Maps" link opens in a new tab. */
  mapsHref: string;
  /** Height step of the map frame; it shrinks one step on phones. */
  height?: EmbeddedMapHeight;
  /** Text of the link under the map. */
  linkLabel?: string;
}

/**
 * How far ahead of the screen the map's frame starts loading: about a phone screen, so it is there by the time it
 * is scrolled to. Until then the page has no frame (a map is a whole page from another site: in the served page it
 * was fetched with the page and delayed its first paint).
 */
const MAP_LOAD_AHEAD = '800px';

const frameStyles = (t: Theme, height: EmbeddedMapHeight) => css`
  position: relative;
  display: grid;
  place-items: center;
  overflow: hidden;
  width: 100%;
  height: ${heightFor(t, height === 'lg' ? 'md' : 'sm')};
  border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
  border-radius: ${t.radii.lg};
  background: ${t.color.surface.sunken};
  color: ${t.color.text.muted};
  ${t.media.abovePhone} {
    height: ${heightFor(t, height)};
  }
  ${childIcon(t, 'lg')}
  & > iframe {
    position: absolute;
    inset: 0;
    display: block;
    ${square('100%')}
    border: 0;
  }
`;

/** Becomes true once the element comes within `MAP_LOAD_AHEAD` of the screen (at once where that cannot be told). */
function useNearScreen<E extends Element>() {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${MAP_LOAD_AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, near] as const;
}

/**
 * A titled map frame with an "Open in Maps" link below it (new tab, noopener). The frame's box is there from the
 * first paint, with a pin in it; the map itself is loaded over the pin when the box comes near the screen
 * (`MAP_LOAD_AHEAD`).
 */
export function EmbeddedMap({
  title,
  src,
  mapsHref,
  height = 'md',
  linkLabel = openInMapsLabel,
  ...rest
}: EmbeddedMapProps) {
  const [frameRef, near] = useNearScreen<HTMLDivElement>();
  return (
    <div
      data-height={height}
      css={(t) => css`
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        gap: ${t.space[3]};
        width: 100%;
      `}
      {...rest}
    >
      <div ref={frameRef} data-part="frame" css={(t) => frameStyles(t, height)}>
        {/* Under the map: what shows until it has loaded (and without scripts). */}
        <MapPin aria-hidden="true" />
        {near ? (
          <iframe title={title} src={src} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen />
        ) : null}
      </div>
      <Link
        href={mapsHref}
        external
        css={(t) => css`
          ${inlineRow(t, 1.5)}
          font-weight: ${t.font.weight.semibold};
          ${childIcon(t, 'sm')}
        `}
      >
        {linkLabel}
        <ExternalLink aria-hidden="true" />
      </Link>
    </div>
  );
}
