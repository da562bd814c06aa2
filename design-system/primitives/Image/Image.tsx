import { ImageOff } from 'lucide-react';
import { useCallback, useState, type HTMLAttributes } from 'react';
import type { LogoPosition } from '../../../machines/shop/catalogue.options';
import { fallbackStyles, hoverStyles, logoStyles, photoStyles, rootStyles } from './Image.styles';

export const logoPositions = [
  'chest',
  'front-panel',
  'center',
  'thigh',
  'corner',
] as const satisfies readonly LogoPosition[];
export type { LogoPosition };

export const imageFits = ['cover', 'contain'] as const;
export type ImageFit = (typeof imageFits)[number];

export const imageRadii = ['none', 'md', 'lg'] as const;
export type ImageRadius = (typeof imageRadii)[number];

/** The text shown in place of an image that failed to load. */
export const imageUnavailableText = 'Image not available';

export interface ImageLogo {
  /** The logo file. */
  src: string;
  /** Alternative text; empty (decorative) by default, since the product image's alt already names the product. */
  alt?: string;
  /** Where the logo sits over the image. Defaults to `center`, as the catalogue does. */
  position?: LogoPosition;
}

export interface ImageProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The image file. */
  src: string;
  /** Alternative text; `""` for decorative images. */
  alt: string;
  /** Width-to-height ratio of the box, e.g. `1`, `4 / 3` or `'16 / 9'`. The box keeps it while loading and on error. */
  ratio?: number | string;
  /** How the image fills the box. */
  fit?: ImageFit;
  /** Corner radius token. */
  radius?: ImageRadius;
  /** A logo laid over the image at a fixed spot; hidden if it fails to load. */
  logo?: ImageLogo;
  /** A second image shown while the parent interactive Card is hovered or focused (CSS only). */
  hoverSrc?: string;
  /** Load eagerly with high priority (the largest image above the fold). Otherwise lazy. */
  priority?: boolean;
}

type LoadState = 'loading' | 'loaded' | 'error';

/**
 * An image in a fixed-ratio box. Lazy and async-decoded; shows "Image not available" if it fails;
 * optional logo overlay (per logoPosition) and a hover image for product cards.
 */
export function Image({
  src,
  alt,
  ratio = 1,
  fit = 'cover',
  radius = 'none',
  logo,
  hoverSrc,
  priority = false,
  ...rest
}: ImageProps) {
  // Each state remembers the src it belongs to, so a new src starts over without an effect.
  const [result, setResult] = useState<{ src: string; state: Exclude<LoadState, 'loading'> } | null>(null);
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const [failedHover, setFailedHover] = useState<string | null>(null);
  const state: LoadState = result?.src === src ? result.state : 'loading';

  // A prerendered image may finish (or fail) before React attaches its handlers: read it once mounted.
  const checkComplete = useCallback(
    (node: HTMLImageElement | null) => {
      if (node?.complete && node.currentSrc) {
        setResult({ src, state: node.naturalWidth > 0 ? 'loaded' : 'error' });
      }
    },
    [src],
  );
  const checkLogo = useCallback(
    (node: HTMLImageElement | null) => {
      if (logo && node?.complete && node.currentSrc && node.naturalWidth === 0) setFailedLogo(logo.src);
    },
    [logo],
  );

  const position = logo?.position ?? 'center';
  const showLogo = logo !== undefined && failedLogo !== logo.src && state !== 'error';
  const showHover = hoverSrc !== undefined && failedHover !== hoverSrc && state !== 'error';

  return (
    <div data-image="" data-state={state} css={(t) => rootStyles(t, ratio, radius)} {...rest}>
      {state === 'error' ? (
        <div role="img" aria-label={imageUnavailableText} css={fallbackStyles}>
          <ImageOff aria-hidden="true" />
          <span>{imageUnavailableText}</span>
        </div>
      ) : (
        <img
          ref={checkComplete}
          src={src}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          css={photoStyles(fit)}
          onLoad={() => setResult({ src, state: 'loaded' })}
          onError={() => setResult({ src, state: 'error' })}
        />
      )}
      {showHover ? (
        <img
          src={hoverSrc}
          alt=""
          aria-hidden="true"
          data-layer="hover"
          loading="lazy"
          decoding="async"
          css={(t) => [photoStyles(fit), hoverStyles(t)]}
          onError={() => setFailedHover(hoverSrc)}
        />
      ) : null}
      {showLogo ? (
        <img
          ref={checkLogo}
          src={logo.src}
          alt={logo.alt ?? ''}
          data-logo=""
          data-position={position}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          css={(t) => logoStyles(t, position)}
          onError={() => setFailedLogo(logo.src)}
        />
      ) : null}
    </div>
  );
}
