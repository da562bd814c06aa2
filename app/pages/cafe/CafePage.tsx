import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { CafeScreen } from '../../../design-system/screens/CafeScreen';
import { cafeHeroView, cafeQuickActionViews } from '../../../machines/cafe/cafe.view';
import { telLink } from '../../../machines/links/outbound';
import { cafeHeroMachine, selectCafeHeroRotation } from '../../../machines/ui/cafeHero.machine';
import { subscribeReducedMotion } from '../../adapters/reducedMotion';
import { siteConfig } from '../../config/site';
import { cafeCopy, cafeLinks, cafeMeta, cafeQuickActionCopy, cafeSlides } from '../../content/cafe';
import { PageMeta } from '../../layout/PageMeta';

const quickActions = cafeQuickActionViews(cafeQuickActionCopy, cafeLinks);
const { reserveLabel, ...copy } = cafeCopy;
const reserve = { label: reserveLabel, href: telLink(siteConfig.phones.cafe.display) };

/**
 * `/cafe`: the hero carousel (the café hero machine: 4 s rotation, paused by hover, focus, the pause control and
 * prefers-reduced-motion), the quick actions, offers and hours. The root layout gives café pages their accent and
 * Reserve Table in the navigation bar.
 */
export function CafePage() {
  // The machine starts as most visitors want it, rotating: the served page has its Pause control in place (under
  // prefers-reduced-motion the stylesheet hides it), so nothing moves when the page hydrates. The effect reports the
  // real preference at once, long before the first slide is due. (Served still, without the control, the control
  // appeared with the app and pushed the dots aside: CLS 0.0076 on /cafe.)
  const actor = useActorRef(cafeHeroMachine, { input: { slideCount: cafeSlides.length, reducedMotion: false } });
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
        hero={cafeHeroView(cafeSlides, index, rotation)}
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
