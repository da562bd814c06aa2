import { css, useTheme, type Theme } from '@emotion/react';
import { ChevronLeft, ChevronRight, Medal } from 'lucide-react';
import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { AchievementView } from '../../../machines/coaching/academy.view';
import { Badge } from '../../primitives/Badge';
import { IconButton } from '../../primitives/IconButton';
import { Image } from '../../primitives/Image';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useLazyEmbla } from './useLazyEmbla';
import { column } from '../../tokens/recipes';
import { ends, focusRing, inlineCentred, row, square } from '../../primitives/shared.styles';
import { SectionTitle } from '../SectionTitle';

export interface AchievementCarouselProps {
  /** The section's heading (an h2). */
  heading: string;
  /** A line under the heading. */
  intro?: string;
  /** The slides, in order: photo, caption and badge each. */
  slides: readonly AchievementView[];
  /** The slide shown first (0-based). */
  startIndex?: number;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** "Slide 2 of 5", as announced and shown. */
export function slidePosition(index: number, count: number): string {
  return `Slide ${index + 1} of ${count}`;
}

const styles = {
  root: (t: Theme) => css`
    ${column(t, 4)}
    width: 100%;
    max-width: ${t.sizes.prose};
    margin-inline: auto;
  `,
  viewport: (t: Theme) => css`
    overflow: hidden;
    border-radius: ${t.radii.xl};
    touch-action: pan-y pinch-zoom;
  `,
  track: css`
    display: flex;
  `,
  slide: (t: Theme) => css`
    flex: 0 0 100%;
    min-width: 0;
    margin: 0;
    display: flex;
    flex-direction: column;
    background: ${t.color.surface.inverse};
    color: ${t.color.text.inverse};
  `,
  figure: (t: Theme) => css`
    margin: 0;
    & figcaption {
      display: flex;
      flex-direction: column;
      align-items: flex-start;
      gap: ${t.space[2]};
      padding: ${t.space[4]} ${t.space[5]} ${t.space[5]};
      font-size: ${t.font.size.md};
      line-height: ${t.font.lineHeight.normal};
    }
  `,
  controls: (t: Theme) => css`
    ${ends(t, 2)}
  `,
  dots: (t: Theme) => css`
    ${row(t, 0.5)}
  `,
  dot: (t: Theme) => css`
    ${inlineCentred}
    ${square(t.sizes.touch)}
    padding: 0;
    border: 0;
    border-radius: ${t.radii.round};
    background: transparent;
    cursor: pointer;
    &::before {
      content: '';
      ${square(t.space[3])}
      border: ${t.borderWidths.thick} solid ${t.color.border.strong};
      border-radius: ${t.radii.round};
      background: ${t.color.surface.base};
      transition: background ${t.motion.duration.fast} ${t.motion.easing.standard};
    }
    &[aria-current='true']::before {
      border-color: ${t.color.border.accent};
      background: ${t.color.action.primary.bg};
    }
    ${focusRing(t, '0')}
  `,
};

/**
 * The academy's achievements: one photo at a time with its badge and caption (Embla carousel, loaded after the first
 * render: see useLazyEmbla). Swipe on touch,
 * Previous / Next buttons, a dot per slide, and the arrow keys (Home / End) on any of those controls; the position
 * ("Slide 2 of 5") is shown and announced. No autoplay; under prefers-reduced-motion slides change without
 * animation.
 */
export function AchievementCarousel({ heading, intro, slides, startIndex = 0, className }: AchievementCarouselProps) {
  const theme = useTheme();
  const headingId = useId();
  const [reducedMotion, setReducedMotion] = useState(false);
  const [selected, setSelected] = useState(startIndex);
  const [emblaRef, embla] = useLazyEmbla({
    align: 'start',
    loop: false,
    startIndex: selected,
    duration: reducedMotion ? 1 : 25,
  });
  const count = slides.length;

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const goTo = useCallback(
    (index: number) => {
      const target = Math.min(Math.max(index, 0), count - 1);
      if (embla) embla.scrollTo(target, reducedMotion);
      else setSelected(target);
    },
    [embla, count, reducedMotion],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = { ArrowLeft: selected - 1, ArrowRight: selected + 1, Home: 0, End: count - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    goTo(next);
  };

  const atStart = selected <= 0;
  const atEnd = selected >= count - 1;
  const position = slidePosition(selected, count);

  return (
    <section
      css={styles.root(theme)}
      className={className}
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      data-index={selected}
      data-state={atStart ? 'first' : atEnd ? 'last' : 'middle'}
    >
      <SectionTitle heading={heading} intro={intro} id={headingId} />
      <div css={styles.viewport(theme)} ref={emblaRef} data-part="viewport">
        <div css={styles.track}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              css={styles.slide(theme)}
              data-slide={index}
              data-current={index === selected || undefined}
            >
              <figure css={styles.figure(theme)}>
                <Image src={slide.image} alt={slide.alt} ratio="4 / 3" priority={index === startIndex} />
                <figcaption>
                  <Badge tone="accent" icon={<Medal aria-hidden="true" />}>
                    {slide.badge}
                  </Badge>
                  <span>{slide.caption}</span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div css={styles.controls(theme)}>
        <IconButton
          label="Previous slide"
          icon={<ChevronLeft />}
          variant="outline"
          disabled={atStart}
          onClick={() => goTo(selected - 1)}
          onKeyDown={onKeyDown}
        />
        <div css={styles.dots(theme)}>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              css={styles.dot(theme)}
              aria-label={`Show slide ${index + 1}: ${slide.badge}`}
              aria-current={index === selected}
              onClick={() => goTo(index)}
              onKeyDown={onKeyDown}
            />
          ))}
        </div>
        <IconButton
          label="Next slide"
          icon={<ChevronRight />}
          variant="outline"
          disabled={atEnd}
          onClick={() => goTo(selected + 1)}
          onKeyDown={onKeyDown}
        />
      </div>
      <Text size="sm" tone="secondary" align="center" aria-hidden="true" data-part="position">
        {position}
      </Text>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {`${position}: ${slides[selected]?.caption ?? ''}`}
      </VisuallyHidden>
    </section>
  );
}
