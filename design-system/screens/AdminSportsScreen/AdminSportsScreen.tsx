import { useTheme } from '@emotion/react';
import { adminScreenStyles as screen } from '../../patterns/adminScreen.styles';
import { AdminRecordList, type AdminRecordListProps } from '../../patterns/AdminRecordList';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Tabs, type TabItem } from '../../primitives/Tabs';
import { PricingPanel, type AdminPricingProps } from './PricingPanel';

export {
  managerLoadStates,
  managerSaveStates,
  type ManagerLoadState,
  type ManagerSaveState,
} from '../../patterns/AdminSaveAlert';
export type { AdminPricingProps, PricingAddOnView, PricingRowView } from './PricingPanel';

/** The manager's tabs, in the spec's order. */
export const adminSportsTabs = ['coaches', 'pricing', 'programs', 'testimonials'] as const;
export type AdminSportsTab = (typeof adminSportsTabs)[number];

const tabLabels: Record<AdminSportsTab, string> = {
  coaches: 'Coaches',
  pricing: 'Pricing',
  programs: 'Programs',
  testimonials: 'Testimonials',
};

export interface AdminSportsScreenProps {
  pricing: AdminPricingProps;
  /** The Coaches, Programs and Testimonials lists; a tab shows only when its list is given. */
  coaches?: AdminRecordListProps;
  programs?: AdminRecordListProps;
  testimonials?: AdminRecordListProps;
  /** The open tab (the page keeps it in the URL, `?tab=coaches`); Pricing when not given. */
  tab?: AdminSportsTab;
  onTabChange?: (tab: AdminSportsTab) => void;
}

const isTab = (value: string): value is AdminSportsTab => (adminSportsTabs as readonly string[]).includes(value);

/**
 * Admin > Sports Centre: tabs Coaches, Pricing (the court rate table), Programs and Testimonials. Props in, events
 * out: the container loads, validates with the shared schemas and saves.
 */
export function AdminSportsScreen({
  pricing,
  coaches,
  programs,
  testimonials,
  tab,
  onTabChange,
}: AdminSportsScreenProps) {
  const theme = useTheme();
  const lists: Record<Exclude<AdminSportsTab, 'pricing'>, AdminRecordListProps | undefined> = {
    coaches,
    programs,
    testimonials,
  };
  const items = adminSportsTabs.flatMap((value): TabItem[] => {
    if (value === 'pricing') return [{ value, label: tabLabels.pricing, content: <PricingPanel {...pricing} /> }];
    const list = lists[value];
    return list ? [{ value, label: tabLabels[value], content: <AdminRecordList {...list} /> }] : [];
  });
  return (
    <Container as="main" css={screen.root(theme)} data-screen="admin-sports">
      <Heading level={1} size="md">
        Sports Centre
      </Heading>
      <Tabs
        label="Sports Centre sections"
        value={tab ?? 'pricing'}
        onValueChange={(value) => {
          if (isTab(value)) onTabChange?.(value);
        }}
        items={items}
      />
    </Container>
  );
}
