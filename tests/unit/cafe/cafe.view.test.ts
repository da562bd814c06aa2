import { describe, expect, it } from 'vitest';
import {
  cafeHeroView,
  cafeQuickActionIds,
  cafeQuickActionLink,
  cafeQuickActionViews,
  type CafeSlide,
} from '../../../machines/cafe/cafe.view';

const slides: CafeSlide[] = [
  { title: 'One', subtitle: 'a', emoji: '☕', background: 'ember' },
  { title: 'Two', subtitle: 'b', emoji: '🍕', background: 'espresso' },
  { title: 'Three', subtitle: 'c', emoji: '🥤', background: 'night' },
];

const links = {
  maps: 'https://maps.example/pod',
  reviews: 'https://maps.example/pod/reviews',
  swiggy: 'https://swiggy.example/pod',
  zomato: 'https://zomato.example/pod',
  social: 'https://instagram.example/pod',
  phone: '+91 90000 00002',
};

describe('café hero view', () => {
  it('names the slide position and marks the current dot', () => {
    const view = cafeHeroView(slides, 1, 'playing');
    expect(view.slide.title).toBe('Two');
    expect(view.position).toBe('2 of 3');
    expect(view.dots.map((d) => [d.label, d.current])).toEqual([
      ['Slide 1 of 3: One', false],
      ['Slide 2 of 3: Two', true],
      ['Slide 3 of 3: Three', false],
    ]);
  });

  it('is silent for screen readers while rotating and polite otherwise', () => {
    expect(cafeHeroView(slides, 0, 'playing').live).toBe('off');
    for (const rotation of ['held', 'paused', 'still'] as const)
      expect(cafeHeroView(slides, 0, rotation).live).toBe('polite');
  });

  it('offers pause while moving or held, play when paused, nothing under reduced motion', () => {
    expect(cafeHeroView(slides, 0, 'playing').toggle).toEqual({ action: 'pause', label: 'Pause slideshow' });
    expect(cafeHeroView(slides, 0, 'held').toggle).toEqual({ action: 'pause', label: 'Pause slideshow' });
    expect(cafeHeroView(slides, 0, 'paused').toggle).toEqual({ action: 'play', label: 'Play slideshow' });
    expect(cafeHeroView(slides, 0, 'still').toggle).toBeNull();
  });

  it('wraps an index out of range and refuses no slides', () => {
    expect(cafeHeroView(slides, 4, 'playing').index).toBe(1);
    expect(cafeHeroView(slides, -1, 'playing').index).toBe(2);
    expect(() => cafeHeroView([], 0, 'playing')).toThrow();
  });
});

describe('café quick actions', () => {
  it('links each of the six actions; only the phone call stays in the tab', () => {
    expect(cafeQuickActionIds).toEqual(['directions', 'reviews', 'swiggy', 'zomato', 'follow', 'call']);
    expect(cafeQuickActionIds.map((id) => cafeQuickActionLink(id, links))).toEqual([
      { href: links.maps, external: true },
      { href: links.reviews, external: true },
      { href: links.swiggy, external: true },
      { href: links.zomato, external: true },
      { href: links.social, external: true },
      { href: 'tel:+919000000002', external: false },
    ]);
  });

  it('merges the copy with the links', () => {
    const [card] = cafeQuickActionViews([{ id: 'call', title: 'Call & Reserve', description: 'd' }], links);
    expect(card).toEqual({
      id: 'call',
      title: 'Call & Reserve',
      description: 'd',
      href: 'tel:+919000000002',
      external: false,
    });
  });
});
