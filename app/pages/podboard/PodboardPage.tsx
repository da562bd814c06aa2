import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { PodboardScreen } from '../../../design-system/screens/PodboardScreen';
import { isMediaFilter, MEDIA_ASPECT_RATIO, mediaFilterChips, mediaItems, type MediaFilter } from '../../../machines/podboard/media';
import { lightboxView, mediaGridView } from '../../../machines/podboard/podboard.view';
import { lightboxMachine, selectLightboxIndex } from '../../../machines/ui/lightbox.machine';
import type { podboardLoader } from '../../adapters/api/centreApi';
import { podboardCopy, podboardMeta } from '../../content/podboard';
import { PageMeta } from '../../layout/PageMeta';

const filters = mediaFilterChips.map((c) => ({ id: c.id, label: c.label }));

/**
 * `/podboard`: the filter chips, the media grid and its lightbox (the lightbox machine: open at a tile, previous and
 * next wrap, close), feedback, news and the be-featured call.
 */
export function PodboardPage() {
  const { reviews } = useLoaderData<typeof podboardLoader>();
  const [filter, setFilter] = useState<MediaFilter>('all');
  const grid = mediaGridView(mediaItems, filter);
  const actor = useActorRef(lightboxMachine, { input: { count: grid.tiles.length } });
  const index = useSelector(actor, selectLightboxIndex);

  const onPrevious = useCallback(() => actor.send({ type: 'user.previous' }), [actor]);
  const onNext = useCallback(() => actor.send({ type: 'user.next' }), [actor]);
  const onClose = useCallback(() => actor.send({ type: 'user.close' }), [actor]);

  return (
    <>
      <PageMeta {...podboardMeta} />
      <PodboardScreen
        {...podboardCopy}
        feedback={{ ...podboardCopy.feedback, reviews }}
        filters={filters}
        grid={grid}
        mediaRatio={MEDIA_ASPECT_RATIO}
        lightbox={lightboxView(grid.tiles, index)}
        onFilterChange={(next) => {
          if (!isMediaFilter(next)) return;
          setFilter(next);
          actor.send({ type: 'items.changed', count: mediaGridView(mediaItems, next).tiles.length });
        }}
        onOpen={(i) => actor.send({ type: 'user.open', index: i })}
        onPrevious={onPrevious}
        onNext={onNext}
        onClose={onClose}
      />
    </>
  );
}

export default PodboardPage;
