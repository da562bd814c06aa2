import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageData } from '../../routes/pageData';
import { ScheduleScreen } from '../../../design-system/screens/ScheduleScreen';
import { groupBooking, schedulePackages, scheduleSportOf } from '../../../machines/booking/schedule';
import { schedulePackageView, sportScheduleView } from '../../../machines/booking/schedule.view';
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
  /** The sport's table from the court rate table (what the booking charges). */
  const schedule = useMemo(() => sportScheduleView(rates[sport]), [rates, sport]);
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
        slots={schedule.slots}
        note={schedule.note}
        packages={packageViews}
        group={{ ...groupBooking, description: scheduleCopy.groupDescription }}
        downloads={scheduleCopy.downloads}
        downloadsHint={scheduleCopy.downloadsHint}
      />
    </>
  );
}

export default SchedulePage;
