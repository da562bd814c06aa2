import { css, useTheme, type Theme } from '@emotion/react';
import type { FormEvent } from 'react';
import { AdminDataState } from '../../patterns/AdminDataState';
import { adminRoot, adminRow, adminScreenStyles as screen } from '../../patterns/adminScreen.styles';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Select } from '../../primitives/Select';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';

export const activityLoadStates = ['loading', 'ready', 'empty', 'error'] as const;
export type ActivityLoadState = (typeof activityLoadStates)[number];

export const activityFilterFields = ['person', 'kind', 'from', 'to'] as const;
export type ActivityFilterField = (typeof activityFilterFields)[number];

/** One change of the trail, with its texts ready to show. */
export interface ActivityRowView {
  id: number;
  /** '28 Nov 2026, 10:45 AM'. */
  when: string;
  /** The staff account's email. */
  who: string;
  /** 'Cancelled a booking'. */
  kindLabel: string;
  summary: string;
  /** The record changed, or ''. */
  record: string;
  /** The address it came from, or ''. */
  address: string;
}

export interface AdminActivityScreenProps {
  status: ActivityLoadState;
  loadError?: string;
  onRetry: () => void;
  rows: readonly ActivityRowView[];
  /** 'Showing 20 of 45 changes'. */
  countText: string;
  /** What is in the filters. */
  filters: Record<ActivityFilterField, string>;
  /** Kind choices ('' for every kind). */
  kindOptions: readonly { value: string; label: string }[];
  onFilterChange: (field: ActivityFilterField, value: string) => void;
  /** Apply the filters. */
  onApply: () => void;
  /** Clear the filters. */
  onClear: () => void;
  /** More rows exist (Show more). */
  hasMore: boolean;
  onMore: () => void;
}

const styles = {
  root: adminRoot(5),
  filters: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(calc(${t.space[24]} * 2), 1fr));
    gap: ${t.space[3]};
    align-items: end;
  `,
  actions: (t: Theme) => css`
    display: flex;
    gap: ${t.space[2]};
  `,
  row: (t: Theme) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${t.space[1]};
    ${adminRow(t)}
    background: ${t.color.surface.base};
  `,
};

/** Activity (owners): every admin change, newest first, filtered by person, kind and dates. */
export function AdminActivityScreen(props: AdminActivityScreenProps) {
  const theme = useTheme();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onApply();
  };
  return (
    <Container css={styles.root(theme)} data-state={props.status}>
      <Heading level={1}>Activity</Heading>
      <Text tone="secondary">
        Who changed what, when and from where: sign-ins, bookings, refunds, content, settings, accounts and exports.
      </Text>
      <form css={styles.filters(theme)} onSubmit={submit} aria-label="Filter activity">
        <TextField
          label="Person"
          hint="Any part of the email"
          value={props.filters.person}
          onValueChange={(value) => props.onFilterChange('person', value)}
        />
        <Select
          label="Kind"
          options={props.kindOptions}
          placeholder="Every kind"
          value={props.filters.kind}
          onValueChange={(value) => props.onFilterChange('kind', value)}
        />
        <TextField
          label="From"
          hint="YYYY-MM-DD"
          value={props.filters.from}
          onValueChange={(value) => props.onFilterChange('from', value)}
        />
        <TextField
          label="To"
          hint="YYYY-MM-DD"
          value={props.filters.to}
          onValueChange={(value) => props.onFilterChange('to', value)}
        />
        <div css={styles.actions(theme)}>
          <Button type="submit">Apply filters</Button>
          <Button variant="ghost" onClick={props.onClear}>
            Clear
          </Button>
        </div>
      </form>
      {props.status === 'ready' ? (
        <>
          <Text size="sm" tone="secondary" aria-live="polite">
            {props.countText}
          </Text>
          <ul css={screen.list(theme)} aria-label="Changes">
            {props.rows.map((row) => (
              <li key={row.id} css={styles.row(theme)}>
                <Text weight="bold">
                  {row.kindLabel}
                  {row.record ? ` · ${row.record}` : ''}
                </Text>
                <Text>{row.summary}</Text>
                <Text size="sm" tone="secondary">
                  {row.who} · {row.when}
                  {row.address ? ` · from ${row.address}` : ''}
                </Text>
              </li>
            ))}
          </ul>
          {props.hasMore && (
            <div>
              <Button variant="outline" onClick={props.onMore}>
                Show more
              </Button>
            </div>
          )}
        </>
      ) : (
        <AdminDataState
          state={props.status}
          loadingLabel="Loading activity"
          emptyText="No changes match these filters."
          errorText={props.loadError}
          onRetry={props.onRetry}
        />
      )}
    </Container>
  );
}
