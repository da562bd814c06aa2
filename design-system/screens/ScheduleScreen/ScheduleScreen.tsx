import { css, useTheme, type Theme } from '@emotion/react';
import { Download } from 'lucide-react';
import { useId } from 'react';
import type { SchedulePackageView, ScheduleSlotView } from '../../../machines/booking/schedule.view';
import type { SportId } from '../../../machines/booking/sports';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Text } from '../../primitives/Text';
import { ToggleGroup } from '../../primitives/ToggleGroup';
import { ScreenHeader } from '../../patterns/ScreenHeader';
import { ScreenSection } from '../../patterns/ScreenSection';
import { GroupBookingCard } from '../../patterns/GroupBookingCard';
import { PackageCard } from '../../patterns/PackageCard';
import { ScheduleTable } from '../../patterns/ScheduleTable';
import { column } from '../../tokens/recipes';
import { fourUpList, screenColumn, wrapRow } from '../screen.styles';

export interface ScheduleScreenProps {
  /** The page's h1. */
  heading: string;
  /** A line under the heading. */
  intro: string;
  /** The sport whose prices show (from ?sport=, badminton by default). */
  sport: SportId;
  /** The sports to choose from, in order. */
  sports: ReadonlyArray<{ id: SportId; name: string }>;
  /** Choose another sport. */
  onSportChange: (sport: SportId) => void;
  /** The chosen sport's bands with their prices. */
  slots: readonly ScheduleSlotView[];
  /** The chosen sport's price not charged by the hour (a two-hour price), under its table. */
  note?: string | null;
  /** The four packages. */
  packages: readonly SchedulePackageView[];
  /** The group booking offer. */
  group: { minBookings: number; discountPercent: number; description?: string };
  /** Download buttons: shown disabled with a visible "coming soon" hint (the spec gives them no action). */
  downloads: readonly string[];
  /** The hint under the download buttons. */
  downloadsHint?: string;
}

const styles = {
  page: (t: Theme) => css`
    ${screenColumn(t, 12, 10)}
  `,
  section: (t: Theme) => css`
    ${column(t, 4)}
  `,
  packages: (t: Theme) => css`
    ${fourUpList(t)}
  `,
  downloads: (t: Theme) => css`
    ${wrapRow(t, 3)}
  `,
};

/**
 * The schedule page: a sport switch, the table of time bands (peak, off-peak, night) with that sport's hourly
 * prices, the four packages (popular flagged), the group bookings card, and the download buttons (disabled,
 * "coming soon").
 */
export function ScheduleScreen({
  heading,
  intro,
  sport,
  sports,
  onSportChange,
  slots,
  note,
  packages,
  group,
  downloads,
  downloadsHint = 'Downloads are coming soon.',
}: ScheduleScreenProps) {
  const theme = useTheme();
  const hintId = useId();
  const sportName = sports.find((s) => s.id === sport)?.name ?? sport;
  return (
    <Container css={styles.page(theme)} data-screen="schedule" data-sport={sport}>
      <ScreenHeader heading={heading} intro={intro} />
      <section css={styles.section(theme)} aria-label="Court prices by time">
        <ToggleGroup
          type="single"
          variant="chips"
          label="Sport"
          value={sport}
          items={sports.map((s) => ({ value: s.id, label: s.name }))}
          onValueChange={(next) => {
            const chosen = sports.find((s) => s.id === next);
            if (chosen) onSportChange(chosen.id);
          }}
        />
        <ScheduleTable slots={slots} note={note} sport={sport} sportName={sportName} />
      </section>
      <ScreenSection heading="Packages">
        <ul css={styles.packages(theme)}>
          {packages.map((pkg) => (
            <PackageCard key={pkg.name} pkg={pkg} />
          ))}
        </ul>
      </ScreenSection>
      <GroupBookingCard
        minBookings={group.minBookings}
        discountPercent={group.discountPercent}
        description={group.description}
      />
      <ScreenSection heading="Downloads" headingSize="md">
        <div css={styles.downloads(theme)}>
          {downloads.map((label) => (
            <Button
              key={label}
              variant="outline"
              disabled
              icon={<Download aria-hidden="true" />}
              aria-describedby={hintId}
            >
              {label}
            </Button>
          ))}
        </div>
        <Text size="sm" tone="secondary" id={hintId} data-part="coming-soon">
          {downloadsHint}
        </Text>
      </ScreenSection>
    </Container>
  );
}
