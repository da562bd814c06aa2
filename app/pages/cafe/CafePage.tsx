import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { CafeScreen } from '../../../design-system/screens/CafeScreen';
import { cafeHeroView, cafeQuickActionViews } from '../../../machines/cafe/cafe.view';
import { telLink } from '../../../machines/links/outbound';
import { cafeHeroMachine, selectCafeHeroRotation } from '../../../machines/ui/cafeHero.machine';
import { subscribeReducedMotion } from '../../adapters/reducedMotion';
import type { cafeLoader } from '../../adapters/api/siteContentApi';
import {
  cafeCopy,
  cafeHours,
  cafeLinksOf,
  cafeMeta,
  cafeQuickActionCopyOf,
  cafeSlides as shippedSlides,
  offerCardOf,
} from '../../content/cafe';
import { PageMeta } from '../../layout/PageMeta';
import { useSite } from '../../layout/siteSettings';
import { usePageData } from '../../routes/pageData';

const { reserveLabel, ...copy } = cafeCopy;

/**
 * `/cafe` (the offers, slides and quick-action links staff saved): the hero carousel (the café hero machine: 4 s rotation, paused by hover, focus, the pause control and
 * prefers-reduced-motion), the quick actions, offers and hours (the phone number, map link and hours are System
 * Settings). The root layout gives café pages their accent and
 * Reserve Table in the navigation bar.
 */
export function CafePage() {
  const { offers, slides: saved, links } = usePageData<typeof cafeLoader>();
  const site = useSite();
  const reserve = { label: reserveLabel, href: telLink(site.phones.cafe) };
  // With every slide hidden or deleted, the hero keeps the shipped slides (it needs at least one).
  const slides = saved.length > 0 ? saved : shippedSlides;
  const quickActions = cafeQuickActionViews(cafeQuickActionCopyOf(links, site), cafeLinksOf(links, site));
  // The machine starts as most visitors want it, rotating: the served page has its Pause control in place (under
  // prefers-reduced-motion the stylesheet hides it), so nothing moves when the page hydrates. The effect reports the
  // real preference at once, long before the first slide is due. (Served still, without the control, the control
  // appeared with the app and pushed the dots aside: CLS 0.0076 on /cafe.)
  const actor = useActorRef(cafeHeroMachine, { input: { slideCount: slides.length, reducedMotion: false } });
  const index = useSelector(actor, (s) => s.context.index);
  const rotation = useSelector(actor, selectCafeHeroRotation);

  useEffect(() => subscribeReducedMotion((reduced) => actor.send({ type: 'motion.changed', reduced })), [actor]);

  const onHoverChange = useCallback(
    (hovered: boolean) => actor.send({ type: hovered ? 'pointer.enter' : 'pointer.leave' }),
    [actor],
  );
  const onFocusChange = useCallback(
    (focused: boolean) => actor.send({ type: focused ? 'focus.enter' : 'focus.leave' }),
    [actor],
  );

  return (
    <>
      <PageMeta {...cafeMeta} />
      <CafeScreen
        {...copy}
        hours={cafeHours(site)}
        offers={offers.map(offerCardOf)}
        hero={cafeHeroView(slides, index, rotation)}
        reserve={reserve}
        quickActions={quickActions}
        onPickSlide={(i) => actor.send({ type: 'user.pick', index: i })}
        onToggleRotation={(action) => actor.send({ type: action === 'pause' ? 'user.pause' : 'user.play' })}
        onHeroHoverChange={onHoverChange}
        onHeroFocusChange={onFocusChange}
      />
    </>
  );
}

export default CafePage;
