import { css, useTheme, type Theme } from '@emotion/react';
import { FolderOpen, X } from 'lucide-react';
import type { Option } from '../../../machines/admin/admin.view';
import type { BookingListRowView } from '../../../machines/admin/bookingRecord.view';
import { adminRoot } from '../../patterns/adminScreen.styles';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';
import { cluster } from '../../tokens/recipes';
import {
  BookingsTable,
  SportStatusFilters,
  BookingDialogs,
  type BookingDialogsProps,
} from '../AdminDashboardScreen/BookingParts';
import { DateInput, panelStyles, toolbarStyles, type ListPageProps } from '../AdminDashboardScreen/parts';
import { BookingRecordPanel, type BookingRecordPanelProps } from './BookingRecordPanel';

export const bookingDetailsFilterFields = ['from', 'to', 'sport', 'status'] as const;
export type BookingDetailsFilterField = (typeof bookingDetailsFilterFields)[number];

export interface AdminBookingsScreenProps extends BookingDialogsProps, ListPageProps<BookingListRowView> {
  /** The screen's words: its heading, the line under it, the View Only badge, the search's placeholder. */
  copy: { heading: string; intro: string; viewOnly: string; searchPlaceholder: string };
  /** The role may not change bookings: the View Only badge shows and no booking has actions. */
  viewOnly: boolean;
  /** The filters as typed: the search, the first and last date ('' for open), a sport and a status ('all'). */
  filters: { q: string; from: string; to: string; sport: string; status: string };
  /** Why the date range is refused (it ends before it starts), shown under To. */
  rangeError?: string;
  sportOptions: readonly Option[];
  statusOptions: readonly Option[];
  onSearchChange: (q: string) => void;
  onFilterChange: (field: BookingDetailsFilterField, value: string) => void;
  onClearFilters: () => void;
  /** Open a booking's record (its reference, or a session's id). */
  onOpen: (key: string) => void;
  /** The open record (the list is hidden meanwhile), or null. */
  record: Omit<BookingRecordPanelProps, 'permissions' | 'onChat' | 'onEdit' | 'onCancel'> | null;
  /** What the role may do: resend is its own right; `viewOnly` covers the changes. */
  canResend: boolean;
  onChat: (id: string) => void;
  onEdit: (id: string) => void;
  onCancel: (id: string) => void;
}

const styles = {
  root: adminRoot(5),
  title: (t: Theme) => css`
    ${cluster(t, 3)}
  `,
};

function BookingList(props: AdminBookingsScreenProps) {
  const { filters } = props;
  return (
    <section css={panelStyles} aria-label="Bookings">
      <div css={toolbarStyles} role="search" aria-label="Find bookings">
        <TextField
          label="Search"
          placeholder={props.copy.searchPlaceholder}
          value={filters.q}
          onValueChange={props.onSearchChange}
          type="text"
          inputMode="search"
        />
        <DateInput label="From" value={filters.from} onValueChange={(v) => props.onFilterChange('from', v)} />
        <DateInput
          label="To"
          value={filters.to}
          error={props.rangeError}
          onValueChange={(v) => props.onFilterChange('to', v)}
        />
        <SportStatusFilters {...props} />
        <Button variant="ghost" icon={<X aria-hidden="true" />} onClick={props.onClearFilters}>
          Clear filters
        </Button>
      </div>
      <BookingsTable
        {...props}
        label="Bookings found"
        testId="booking-details-table"
        lastColumn="Record"
        lead={(b) => (
          <>
            {b.referenceText}
            <small>{b.id}</small>
          </>
        )}
        last={(b) => (
          <Button
            size="sm"
            variant="outline"
            icon={<FolderOpen aria-hidden="true" />}
            aria-label={`Open ${b.id} (${b.referenceText})`}
            onClick={() => props.onOpen(b.recordKey)}
          >
            Open
          </Button>
        )}
      />
    </section>
  );
}

/**
 * Admin > Booking Details: find a booking (reference, name, phone or booking ID; dates; sport; status) and open its
 * whole record: the sessions with what cancelling each refunds now, the customer, the payment and its refunds, the
 * messages sent for it, who waits for its slots, and its history. Staff cancel (with the policy's refund), move and
 * mark the chat sent from it, and resend a failed or unsent message, as their role allows; a role that may not change
 * bookings sees it View Only. Props in, events out.
 */
export function AdminBookingsScreen(props: AdminBookingsScreenProps) {
  const theme = useTheme();
  const { record } = props;
  return (
    <Container css={styles.root(theme)} data-screen="booking-details" data-view={record ? 'record' : 'list'}>
      <header css={styles.title(theme)}>
        <Heading level={1} size="md">
          {props.copy.heading}
        </Heading>
        {props.viewOnly ? <Badge tone="neutral">{props.copy.viewOnly}</Badge> : null}
      </header>
      <Text tone="secondary">{props.copy.intro}</Text>
      {record ? (
        <BookingRecordPanel
          {...record}
          permissions={{ change: !props.viewOnly, resend: props.canResend }}
          onChat={props.onChat}
          onEdit={props.onEdit}
          onCancel={props.onCancel}
        />
      ) : (
        <BookingList {...props} />
      )}
      <BookingDialogs {...props} />
    </Container>
  );
}
