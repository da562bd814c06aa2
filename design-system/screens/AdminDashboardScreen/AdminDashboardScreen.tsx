import { css, type Theme } from '@emotion/react';
import { ArrowLeft, Download, LogOut, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { AdminStatCards, type AdminStatCardsProps } from '../../patterns/AdminStatCards';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Tabs } from '../../primitives/Tabs';
import { Text } from '../../primitives/Text';
import { column, spread } from '../../tokens/recipes';
import { BookingsPanel, type BookingsPanelProps } from './BookingsPanel';
import { CalendarPanel, type CalendarPanelProps } from './CalendarPanel';
import { CustomersPanel, type CustomersPanelProps } from './CustomersPanel';
import { actionsStyles } from './parts';
import { PaymentsPanel, type PaymentsPanelProps } from './PaymentsPanel';
import { RevenuePanel, type RevenuePanelProps } from './RevenuePanel';
import { SettingsPanel, type SettingsPanelProps } from './SettingsPanel';
import { WaitlistPanel, type WaitlistPanelProps } from './WaitlistPanel';

export const adminTabs = ['bookings', 'payments', 'calendar', 'customers', 'revenue', 'settings'] as const;
export type AdminTab = (typeof adminTabs)[number];
export const adminTabLabels: Record<AdminTab, string> = {
  bookings: 'Bookings',
  payments: 'Payments',
  calendar: 'Calendar View',
  customers: 'Customers',
  revenue: 'Revenue',
  settings: 'Settings',
};

export interface AdminDashboardScreenProps {
  /** The line under the heading, e.g. "Today, Mon, 23 Nov 2026". */
  todayLabel: string;
  /** The centre's phone number in the header. */
  phone: { display: string; href: string };
  /** Back to Home. */
  homeHref: string;
  /** Export Data: downloads every booking and payment. */
  onExportData: () => void;
  exporting: boolean;
  /**
   * Whether the account may export: without it there is no Export Data here and no Export CSV on the payments tab
   * (owners only; the server refuses the exports to the others). Default true.
   */
  canExport?: boolean;
  /** The tabs the account may open, in the screen's order (default all six; the Revenue tab is managers' and owners'). */
  tabs?: readonly AdminTab[];
  onLogout: () => void;
  loggingOut: boolean;
  /** The five cards. */
  stats: AdminStatCardsProps;
  /** The open tab. */
  tab: AdminTab;
  onTabChange: (tab: AdminTab) => void;
  bookings: BookingsPanelProps;
  /** Who waits for which slot, under the bookings list (absent: not shown). */
  waitlist?: WaitlistPanelProps;
  payments: PaymentsPanelProps;
  calendar: CalendarPanelProps;
  customers: CustomersPanelProps;
  revenue: RevenuePanelProps;
  settings: SettingsPanelProps;
}

const styles = {
  root: (t: Theme) => css`
    ${column(t, 6)}
    padding-block: ${t.space[6]} ${t.space[12]};
  `,
  header: (t: Theme) => css`
    ${spread(t, 4)}
  `,
};

/** The waiting list, set apart from the bookings list above it. */
const waitlistStyles = (t: Theme) => css`
  margin-top: ${t.space[8]};
  padding-top: ${t.space[6]};
  border-top: ${t.borderWidths.thin} solid ${t.color.border.subtle};
`;

const isTab = (value: string): value is AdminTab => (adminTabs as readonly string[]).includes(value);

/**
 * The admin dashboard: header (Back to Home, the phone number, Export Data, Logout), today's five cards, and the
 * tabs Bookings, Payments, Calendar View, Customers, Revenue and Settings. An account that may not see the Revenue
 * tab or export gets the screen without them (`tabs`, `canExport`).
 */
export function AdminDashboardScreen(props: AdminDashboardScreenProps) {
  const { canExport = true } = props;
  const shown = props.tabs ?? adminTabs;
  const tab = shown.includes(props.tab) ? props.tab : (shown[0] ?? 'bookings');
  const panels: Record<AdminTab, ReactNode> = {
    bookings: (
      <>
        <BookingsPanel {...props.bookings} />
        {props.waitlist && (
          <div css={waitlistStyles}>
            <WaitlistPanel {...props.waitlist} />
          </div>
        )}
      </>
    ),
    payments: <PaymentsPanel {...props.payments} canExport={canExport} />,
    calendar: <CalendarPanel {...props.calendar} />,
    customers: <CustomersPanel {...props.customers} />,
    revenue: <RevenuePanel {...props.revenue} />,
    settings: <SettingsPanel {...props.settings} />,
  };
  return (
    <Container as="main" css={styles.root} data-screen="admin-dashboard">
      <header css={styles.header}>
        <div>
          <Heading level={1} size="md">
            Admin Dashboard
          </Heading>
          <Text tone="secondary">{props.todayLabel}</Text>
        </div>
        <div css={actionsStyles}>
          <Button variant="ghost" href={props.homeHref} icon={<ArrowLeft aria-hidden="true" />}>
            Back to Home
          </Button>
          <Button variant="ghost" href={props.phone.href} icon={<Phone aria-hidden="true" />}>
            {props.phone.display}
          </Button>
          {canExport ? (
            <Button
              variant="outline"
              icon={<Download aria-hidden="true" />}
              busy={props.exporting}
              busyLabel="Exporting..."
              onClick={props.onExportData}
            >
              Export Data
            </Button>
          ) : null}
          <Button
            variant="secondary"
            icon={<LogOut aria-hidden="true" />}
            busy={props.loggingOut}
            busyLabel="Logging out..."
            onClick={props.onLogout}
          >
            Logout
          </Button>
        </div>
      </header>
      <AdminStatCards {...props.stats} />
      <Tabs
        label="Dashboard sections"
        value={tab}
        onValueChange={(value) => isTab(value) && props.onTabChange(value)}
        items={shown.map((value) => ({ value, label: adminTabLabels[value], content: panels[value] }))}
      />
    </Container>
  );
}
