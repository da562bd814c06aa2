import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageData } from '../../routes/pageData';
import { ScheduleScreen } from '../../../design-system/screens/ScheduleScreen';
import { groupBooking, schedulePackages, scheduleSlotsOf, scheduleSportOf } from '../../../machines/booking/schedule';
import { schedulePackageView, scheduleSlotView } from '../../../machines/booking/schedule.view';
import { sports, type SportId } from '../../../machines/booking/sports';
import type { ratesLoader } from '../../adapters/api/contentApi';
import { bookingMeta, scheduleCopy } from '../../content/sports';
import { PageMeta } from '../../layout/PageMeta';

const sportOptions = sports.map((s) => ({ id: s.id, name: s.name }));
const packageViews = schedulePackages.map(schedulePackageView);

/** `/schedule`: `?sport=` badminton | tennis | pickleball | futsal picks the prices shown (anything else: badminton). */
export function SchedulePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sport = scheduleSportOf(searchParams.get('sport'));
  const { rates } = usePageData<typeof ratesLoader>();
  /** The table's prices from the court rate table (what the booking charges). */
  const slotViews = useMemo(() => scheduleSlotsOf(rates).map(scheduleSlotView), [rates]);
  const changeSport = useCallback(
    (next: SportId) => {
      setSearchParams({ sport: next }, { replace: true, preventScrollReset: true });
    },
    [setSearchParams],
  );
  return (
    <>
      <PageMeta {...bookingMeta.schedule} />
      <ScheduleScreen
        heading={scheduleCopy.heading}
        intro={scheduleCopy.intro}
        sport={sport}
        sports={sportOptions}
        onSportChange={changeSport}
        slots={slotViews}
        packages={packageViews}
        group={{ ...groupBooking, description: scheduleCopy.groupDescription }}
        downloads={scheduleCopy.downloads}
        downloadsHint={scheduleCopy.downloadsHint}
      />
    </>
  );
}

export default SchedulePage;
