import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Embla (the carousel library) on a viewport element, loaded after the first render instead of with the page: the
 * slides are served and hydrated as plain HTML (the first paint needs no carousel code), and Embla takes over a
 * moment later from whichever slide is selected by then (`options.startIndex` as of the latest render). A change
 * of any other option (e.g. the duration under reduced motion) re-initialises it in place, as Embla's React hook does.
 *
 * Returns the ref for the viewport (an element the component always renders) and the carousel once it is ready.
 * The viewport is a ref object, not state: a ref callback setting state re-rendered the carousel inside the commit
 * that hydrated the page, and ran the effects of that render (the library's import among them) in the same task.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
): [RefObject<HTMLDivElement | null>, EmblaCarouselType | undefined] {
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return undefined;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      instance = EmblaCarousel(viewport, latest.current);
      setEmbla(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      setEmbla(undefined);
    };
  }, []);

  const { startIndex: _start, ...rest } = options;
  const settings = JSON.stringify(rest);
  const applied = useRef(settings);
  useEffect(() => {
    if (!embla || applied.current === settings) return;
    applied.current = settings;
    embla.reInit({ ...latest.current, startIndex: embla.selectedScrollSnap() });
  }, [embla, settings]);

  return [viewportRef, embla];
}
