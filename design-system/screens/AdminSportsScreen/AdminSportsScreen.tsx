import { css, useTheme, type Theme } from '@emotion/react';
import { Save } from 'lucide-react';
import type { PricingErrors } from '../../../machines/admin/pricing.form';
import type { RateBand } from '../../../machines/booking/rates';
import type { SportId } from '../../../machines/booking/sports';
import { AdminDataState } from '../../patterns/AdminDataState';
import { AdminRecordList, type AdminRecordListProps } from '../../patterns/AdminRecordList';
import { AdminSaveAlert } from '../../patterns/AdminSaveAlert';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Tabs, type TabItem } from '../../primitives/Tabs';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';

import type { ManagerLoadState, ManagerSaveState } from '../../patterns/AdminSaveAlert';
export { managerLoadStates, managerSaveStates, type ManagerLoadState, type ManagerSaveState } from '../../patterns/AdminSaveAlert';

export interface PricingRowView {
  sport: SportId;
  /** The sport's name, e.g. "Badminton" (the row's group label). */
  name: string;
  /** What is typed in each band, rupees per hour as text. */
  values: Record<RateBand, string>;
}

export interface AdminPricingProps {
  status: ManagerLoadState;
  /** Why the table could not be loaded. */
  loadError?: string;
  onRetry: () => void;
  rows: readonly PricingRowView[];
  /** Field errors by `${sport}.${band}` (the same rules the server enforces). */
  errors: PricingErrors;
  saveState: ManagerSaveState;
  /** Why the save failed, or the conflict's message. */
  saveMessage?: string;
  /** Band labels, e.g. { peak: 'Peak', ... }. */
  bandLabels: Record<RateBand, string>;
  /** The line under the tab's heading: which public prices this table drives. */
  note: string;
  onChange: (sport: SportId, band: RateBand, value: string) => void;
  /** Save All Pricing. */
  onSave: () => void;
  /** After a conflict: load the other person's version. */
  onReload: () => void;
}

/** The manager's tabs, in the spec's order. */
export const adminSportsTabs = ['coaches', 'pricing', 'programs', 'testimonials'] as const;
export type AdminSportsTab = (typeof adminSportsTabs)[number];

const tabLabels: Record<AdminSportsTab, string> = { coaches: 'Coaches', pricing: 'Pricing', programs: 'Programs', testimonials: 'Testimonials' };

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

const bands: readonly RateBand[] = ['peak', 'offPeak', 'weekend'];

const styles = {
  root: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[6]};
    padding-block: ${t.space[6]};
  `,
  panel: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
  `,
  rows: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(calc(${t.space[24]} * 3), 1fr));
    gap: ${t.space[4]};
  `,
  row: (t: Theme) => css`
    margin: 0;
    padding: ${t.space[4]};
    border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    border-radius: ${t.radii.lg};
    background: ${t.color.surface.base};
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: start;
    gap: ${t.space[3]};
    & > legend {
      float: left;
      grid-column: 1 / -1;
      padding: 0;
      font-family: ${t.font.family.display};
      font-size: ${t.font.size.lg};
      font-weight: ${t.font.weight.bold};
      color: ${t.color.text.primary};
    }
  `,
  footer: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${t.space[3]};
  `,
};

/** Sports Centre > Pricing: each sport's peak, off-peak and weekend rate, Save All Pricing. */
function PricingPanel(props: AdminPricingProps) {
  const theme = useTheme();
  if (props.status === 'error') return <AdminDataState state="error" errorText={props.loadError} onRetry={props.onRetry} />;
  if (props.status === 'loading') return <AdminDataState state="loading" loadingLabel="Loading prices" rows={4} />;
  const saving = props.saveState === 'saving';
  return (
    <form
      css={styles.panel(theme)}
      noValidate
      aria-label="Court pricing"
      data-state={props.saveState}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSave();
      }}
    >
      <Text tone="secondary">{props.note}</Text>
      <div css={styles.rows(theme)}>
        {props.rows.map((row) => (
          <fieldset key={row.sport} css={styles.row(theme)} data-sport={row.sport} disabled={saving}>
            <legend>{row.name}</legend>
            {bands.map((band) => (
              <TextField
                key={band}
                label={props.bandLabels[band]}
                inputMode="numeric"
                value={row.values[band]}
                error={props.errors[`${row.sport}.${band}`]}
                onValueChange={(value) => props.onChange(row.sport, band, value)}
              />
            ))}
          </fieldset>
        ))}
      </div>
      <AdminSaveAlert saveState={props.saveState} saveMessage={props.saveMessage} onReload={props.onReload} />
      <div css={styles.footer(theme)}>
        <Button type="submit" icon={<Save aria-hidden="true" />} busy={saving} busyLabel="Saving...">
          Save All Pricing
        </Button>
        {props.saveState === 'saved' ? (
          <Text tone="secondary" role="status">
            Saved. Visitors see these prices now.
          </Text>
        ) : null}
      </div>
    </form>
  );
}

const isTab = (value: string): value is AdminSportsTab => (adminSportsTabs as readonly string[]).includes(value);

/**
 * Admin > Sports Centre: tabs Coaches, Pricing (the court rate table), Programs and Testimonials. Props in, events
 * out: the container loads, validates with the shared schemas and saves.
 */
export function AdminSportsScreen({ pricing, coaches, programs, testimonials, tab, onTabChange }: AdminSportsScreenProps) {
  const theme = useTheme();
  const lists: Record<Exclude<AdminSportsTab, 'pricing'>, AdminRecordListProps | undefined> = { coaches, programs, testimonials };
  const items = adminSportsTabs.flatMap((value): TabItem[] => {
    if (value === 'pricing') return [{ value, label: tabLabels.pricing, content: <PricingPanel {...pricing} /> }];
    const list = lists[value];
    return list ? [{ value, label: tabLabels[value], content: <AdminRecordList {...list} /> }] : [];
  });
  return (
    <Container as="main" css={styles.root(theme)} data-screen="admin-sports">
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
