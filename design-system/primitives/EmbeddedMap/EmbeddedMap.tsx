import { css, type Theme } from '@emotion/react';
import { ExternalLink } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { Link } from '../Link';

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

const frameStyles = (t: Theme, height: EmbeddedMapHeight) => css`
  display: block;
  width: 100%;
  height: ${heightFor(t, height === 'lg' ? 'md' : 'sm')};
  border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
  border-radius: ${t.radii.lg};
  background: ${t.color.surface.sunken};
  ${t.media.abovePhone} {
    height: ${heightFor(t, height)};
  }
`;

/** A titled, lazy map iframe with an "Open in Maps" link below it (new tab, noopener). */
export function EmbeddedMap({ title, src, mapsHref, height = 'md', linkLabel = openInMapsLabel, ...rest }: EmbeddedMapProps) {
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
      <iframe
        title={title}
        src={src}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
        css={(t) => frameStyles(t, height)}
      />
      <Link
        href={mapsHref}
        external
        css={(t) => css`
          display: inline-flex;
          align-items: center;
          gap: ${t.space[1.5]};
          font-weight: ${t.font.weight.semibold};
          & > svg {
            width: ${t.sizes.icon.sm};
            height: ${t.sizes.icon.sm};
          }
        `}
      >
        {linkLabel}
        <ExternalLink aria-hidden="true" />
      </Link>
    </div>
  );
}
