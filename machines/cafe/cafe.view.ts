/**
 * What the café page shows, as display-ready data: the hero carousel's labels and controls (from the café hero
 * machine's index and rotation), the six quick-action links (from the site's links, passed in) and the offers.
 * Pure: the app passes its config and the machine's snapshot values; stories build the same views.
 */
import { telLink } from '../links/outbound';
import type { CafeHeroRotation } from '../ui/cafeHero.machine';

/** The slide backgrounds the design system draws (spec §3: a café slide has a background). */
export const cafeSlideBackgrounds = ['ember', 'espresso', 'night'] as const;
export type CafeSlideBackground = (typeof cafeSlideBackgrounds)[number];

/** A café slide (spec §3): title, subtitle, an emoji image and a background. */
export interface CafeSlide {
  title: string;
  subtitle: string;
  /** The slide's picture, an emoji (decorative). */
  emoji: string;
  background: CafeSlideBackground;
}

/** One dot of the hero. */
export interface CafeHeroDotView {
  /** The button's name, e.g. 'Slide 2 of 3: Pizza Fest Friday'. */
  label: string;
  current: boolean;
}

/** The hero as drawn. */
export interface CafeHeroView {
  index: number;
  slide: CafeSlide;
  /** '2 of 3': the slide's position, read with its title. */
  position: string;
  dots: CafeHeroDotView[];
  rotation: CafeHeroRotation;
  /** The pause/play control, or null under reduced motion (nothing moves). */
  toggle: { action: 'pause' | 'play'; label: string } | null;
  /**
   * The slide region's aria-live: 'off' while slides change on their own (a screen reader is not interrupted
   * every 4 s), 'polite' when they change only because the visitor asked.
   */
  live: 'off' | 'polite';
}

export const PAUSE_SLIDESHOW_LABEL = 'Pause slideshow';
export const PLAY_SLIDESHOW_LABEL = 'Play slideshow';

/** '2 of 3'. */
export function slidePosition(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

/** The hero at `index` (wrapped into range) with its rotation. */
export function cafeHeroView(slides: readonly CafeSlide[], index: number, rotation: CafeHeroRotation): CafeHeroView {
  if (slides.length === 0) throw new Error('The café hero needs at least one slide.');
  const i = ((Math.floor(index) % slides.length) + slides.length) % slides.length;
  return {
    index: i,
    slide: slides[i]!,
    position: slidePosition(i, slides.length),
    dots: slides.map((s, n) => ({ label: `Slide ${slidePosition(n, slides.length)}: ${s.title}`, current: n === i })),
    rotation,
    toggle:
      rotation === 'still'
        ? null
        : rotation === 'paused'
          ? { action: 'play', label: PLAY_SLIDESHOW_LABEL }
          : { action: 'pause', label: PAUSE_SLIDESHOW_LABEL },
    live: rotation === 'playing' ? 'off' : 'polite',
  };
}

/** The six quick actions, in the spec's order. */
export const cafeQuickActionIds = ['directions', 'reviews', 'swiggy', 'zomato', 'follow', 'call'] as const;
export type CafeQuickActionId = (typeof cafeQuickActionIds)[number];

/** The links the café page needs (from the app's site config). */
export interface CafeLinks {
  maps: string;
  reviews: string;
  swiggy: string;
  zomato: string;
  social: string;
  /** The café's phone number as shown. */
  phone: string;
}

/** Where a quick action goes; outbound pages open in a new tab (spec §7), the phone call does not. */
export function cafeQuickActionLink(id: CafeQuickActionId, links: CafeLinks): { href: string; external: boolean } {
  switch (id) {
    case 'directions':
      return { href: links.maps, external: true };
    case 'reviews':
      return { href: links.reviews, external: true };
    case 'swiggy':
      return { href: links.swiggy, external: true };
    case 'zomato':
      return { href: links.zomato, external: true };
    case 'follow':
      return { href: links.social, external: true };
    case 'call':
      return { href: telLink(links.phone), external: false };
  }
}

/** The copy of one quick-action card (from app content). */
export interface CafeQuickActionCopy {
  id: CafeQuickActionId;
  /** 'Get Directions', 'Read Reviews', 'Order on Swiggy', 'Order on Zomato', 'Follow Us', 'Call & Reserve'. */
  title: string;
  description: string;
}

/** A quick-action card as drawn. */
export interface CafeQuickActionView extends CafeQuickActionCopy {
  href: string;
  external: boolean;
}

export function cafeQuickActionViews(copy: readonly CafeQuickActionCopy[], links: CafeLinks): CafeQuickActionView[] {
  return copy.map((c) => ({ ...c, ...cafeQuickActionLink(c.id, links) }));
}

/** An offer card: Pizza Fest Friday and Coffee Happy Hours (spec §2). */
export interface CafeOffer {
  id: string;
  title: string;
  /** e.g. 'Every Friday' or 'Monday-Thursday'. */
  days: string;
  /** e.g. '6:00 PM-11:00 PM'. */
  hours: string;
  description: string;
  /** A picture of the offer staff uploaded (served from /media), shown above its title; none: the icon alone. */
  image?: string;
}
