import { useTheme } from '@emotion/react';
import { Pause, Phone, Play } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { CafeHeroView } from '../../../machines/cafe/cafe.view';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { cafeHeroStyles as styles } from './CafeHero.styles';

export interface CafeHeroProps {
  /** The page's h1, above the slides (it does not change with them), e.g. "POD Café & Bistro". */
  heading: string;
  /** The carousel's name for assistive technology, e.g. "Café highlights". */
  label: string;
  /** The current slide, its dots, the pause/play control and the live setting (`cafeHeroView`). */
  hero: CafeHeroView;
  /** The Reserve a Table button's text. */
  reserveLabel: string;
  /** Its tel: link (a phone call). */
  reserveHref: string;
  /** A dot was pressed. */
  onPickSlide: (index: number) => void;
  /** The pause/play control was pressed: `pause` or `play`. */
  onToggleRotation: (action: 'pause' | 'play') => void;
  /** The pointer entered (true) or left (false) the hero. */
  onHoverChange?: (hovered: boolean) => void;
  /** Keyboard focus entered (true) or left (false) the hero. */
  onFocusChange?: (focused: boolean) => void;
}

/**
 * The café hero: a carousel of slides (title, subtitle, emoji, background) with a pause/play control, a dot per
 * slide (the current one `aria-current`), and Reserve a Table. The slide region is `aria-live="off"` while the
 * slides move on their own and `polite` otherwise, so a screen reader is not interrupted every 4 seconds.
 * State on the DOM: `data-rotation` (playing | held | paused | still) and `data-slide`.
 */
export function CafeHero({
  heading,
  label,
  hero,
  reserveLabel,
  reserveHref,
  onPickSlide,
  onToggleRotation,
  onHoverChange,
  onFocusChange,
}: CafeHeroProps) {
  const theme = useTheme();
  const slidesId = useId();
  const { slide, toggle } = hero;
  const rootRef = useRef<HTMLElement>(null);

  // Pointer and keyboard focus on the hero hold the rotation (listened to natively: the section is not a control).
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const outside = (event: FocusEvent) => !root.contains(event.relatedTarget as Node | null);
    const enter = () => onHoverChange?.(true);
    const leave = () => onHoverChange?.(false);
    const focusIn = (event: FocusEvent) => {
      if (outside(event)) onFocusChange?.(true);
    };
    const focusOut = (event: FocusEvent) => {
      if (outside(event)) onFocusChange?.(false);
    };
    root.addEventListener('mouseenter', enter);
    root.addEventListener('mouseleave', leave);
    root.addEventListener('focusin', focusIn);
    root.addEventListener('focusout', focusOut);
    return () => {
      root.removeEventListener('mouseenter', enter);
      root.removeEventListener('mouseleave', leave);
      root.removeEventListener('focusin', focusIn);
      root.removeEventListener('focusout', focusOut);
    };
  }, [onHoverChange, onFocusChange]);
  return (
    <section
      css={styles.root(theme, slide.background)}
      aria-roledescription="carousel"
      aria-label={label}
      data-rotation={hero.rotation}
      data-slide={hero.index}
      data-background={slide.background}
      ref={rootRef}
    >
      <Heading level={1} size="md" tone="inverse">
        {heading}
      </Heading>
      <div id={slidesId} aria-live={hero.live} aria-atomic="true">
        <div
          key={hero.index}
          role="group"
          aria-roledescription="slide"
          aria-label={`${hero.position}: ${slide.title}`}
          css={styles.slide(theme)}
        >
          <div css={styles.slideText(theme)}>
            <p css={styles.title(theme)}>{slide.title}</p>
            <p css={styles.subtitle(theme)}>{slide.subtitle}</p>
          </div>
          <span aria-hidden="true" css={styles.emoji(theme)}>
            {slide.emoji}
          </span>
        </div>
      </div>
      <div css={styles.footer(theme)}>
        <Button href={reserveHref} size="lg" variant="outline" icon={<Phone aria-hidden="true" />}>
          {reserveLabel}
        </Button>
        <div css={styles.controls(theme)}>
          {toggle && (
            <button
              type="button"
              css={styles.toggle(theme)}
              aria-controls={slidesId}
              data-action={toggle.action}
              onClick={() => onToggleRotation(toggle.action)}
            >
              {toggle.action === 'pause' ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
              {toggle.label}
            </button>
          )}
          <ul css={styles.dots(theme)} aria-label="Choose a slide">
            {hero.dots.map((dot, i) => (
              <li key={dot.label}>
                <button
                  type="button"
                  css={styles.dot(theme)}
                  aria-label={dot.label}
                  aria-controls={slidesId}
                  aria-current={dot.current ? 'true' : undefined}
                  onClick={() => onPickSlide(i)}
                />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
