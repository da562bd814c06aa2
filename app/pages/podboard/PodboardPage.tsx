import { useCallback, useState } from 'react';
import { usePageData } from '../../routes/pageData';
import { PodboardScreen } from '../../../design-system/screens/PodboardScreen';
import {
  isMediaFilter,
  MEDIA_ASPECT_RATIO,
  mediaFilterChips,
  type MediaFilter,
} from '../../../machines/podboard/media';
import { lightboxView, mediaGridView } from '../../../machines/podboard/podboard.view';
import { selectLightboxIndex } from '../../../machines/ui/lightbox.select';
import { useDeferredActor } from '../../actors/useDeferredActor';
import type { podboardLoader } from '../../adapters/api/centreApi';
import { podboardCopyOf, podboardMeta } from '../../content/podboard';
import { PageMeta } from '../../layout/PageMeta';
import { useSite } from '../../layout/siteSettings';

const loadLightbox = async () => (await import('../../../machines/ui/lightbox.machine')).lightboxMachine;

const filters = mediaFilterChips.map((c) => ({ id: c.id, label: c.label }));

/**
 * `/podboard`: the filter chips, the media grid (staff's, in the saved order) and its lightbox (the lightbox machine: open at a tile, previous and
 * next wrap, close), feedback, news and the be-featured call.
 */
export function PodboardPage() {
  const { reviews, gallery } = usePageData<typeof podboardLoader>();
  const podboardCopy = podboardCopyOf(useSite());
  const [filter, setFilter] = useState<MediaFilter>('all');
  const grid = mediaGridView(gallery, filter);
  // Closed (null) until the lightbox machine, loaded once the page is live, says otherwise.
  const [index, send] = useDeferredActor(loadLightbox, { count: grid.tiles.length }, selectLightboxIndex, null);

  const onPrevious = useCallback(() => send({ type: 'user.previous' }), [send]);
  const onNext = useCallback(() => send({ type: 'user.next' }), [send]);
  const onClose = useCallback(() => send({ type: 'user.close' }), [send]);

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
          send({ type: 'items.changed', count: mediaGridView(gallery, next).tiles.length });
        }}
        onOpen={(i) => send({ type: 'user.open', index: i })}
        onPrevious={onPrevious}
        onNext={onNext}
        onClose={onClose}
      />
    </>
  );
}

export default PodboardPage;
