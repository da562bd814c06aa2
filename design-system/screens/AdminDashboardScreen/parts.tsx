/** Pieces the dashboard's panels share: the table frame, the date input, the toolbar and the pager. */
import { css, useTheme, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { PaginationView } from '../../../machines/admin/admin.view';
import { AdminDataState } from '../../patterns/AdminDataState';
import { Button } from '../../primitives/Button';
import { Field, fieldControlProps, useFieldIds } from '../../primitives/Field';
import { controlBoxStyles, fieldControlOffset } from '../../primitives/TextField/field.styles';
import { Text } from '../../primitives/Text';
import { cluster, column, spread } from '../../tokens/recipes';

/** The states of a list panel: first load, ready (possibly refreshing), or failed. */
export type ListStatus = 'loading' | 'ready' | 'error';

/** A toolbar's narrowest column: below two of these (and the gap between) its fields stack one per row. */
const toolbarColumn = (t: Theme) => `calc(${t.space[24]} + ${t.space[20]})`;

/**
 * A list's filters in a row that wraps. The fields line up by their tops, so a field's error grows the row downward
 * under that field alone and no neighbour moves (aligned by their bottoms, the field with the error rose above the
 * others). A button has no label: while fields sit beside it (two columns or more) it is lowered by a label's height
 * to stand level with their controls.
 */
export const toolbarStyles = (t: Theme) => css`
  container-type: inline-size;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${toolbarColumn(t)}, 1fr));
  align-items: start;
  gap: ${t.space[3]};
  margin-bottom: ${t.space[4]};
  @container (min-width: calc(${toolbarColumn(t)} * 2 + ${t.space[3]})) {
    & > button {
      margin-top: ${fieldControlOffset(t)};
    }
  }
`;

export const panelStyles = (t: Theme) => css`
  ${column(t, 4)}
`;

const tableFrame = (t: Theme) => css`
  overflow-x: auto;
  border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
  border-radius: ${t.radii.lg};
  background: ${t.color.surface.base};
  &:focus-visible {
    outline: ${t.borderWidths.focus} solid ${t.color.border.focus};
    outline-offset: ${t.borderWidths.thick};
  }
  /* A refresh on its way, the rows still shown: their ground turns sunken (dimming the text would take its contrast). */
  &[aria-busy='true'] {
    cursor: progress;
  }
  &[aria-busy='true'] tbody {
    background: ${t.color.surface.sunken};
  }
  & table {
    width: 100%;
    min-width: calc(${t.sizes.prose} + ${t.space[16]} * 4);
    border-collapse: collapse;
    font-family: ${t.font.family.body};
    font-size: ${t.font.size.sm};
  }
  & th,
  & td {
    padding: ${t.space[3]};
    border-bottom: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    text-align: left;
    vertical-align: top;
  }
  & thead th {
    background: ${t.color.surface.sunken};
    color: ${t.color.text.secondary};
    font-size: ${t.font.size.xs};
    font-weight: ${t.font.weight.semibold};
    letter-spacing: ${t.font.letterSpacing.wide};
    text-transform: uppercase;
    white-space: nowrap;
  }
  & tbody tr:last-of-type > * {
    border-bottom: 0;
  }
  & th small,
  & td small {
    display: block;
    font-weight: ${t.font.weight.regular};
    color: ${t.color.text.secondary};
    font-size: ${t.font.size.xs};
  }
`;

/** A scrollable, focusable frame around a wide table (arrow keys scroll it on small screens). */
export function TableFrame({ label, busy, children }: { label: string; busy: boolean; children: ReactNode }) {
  return (
    // A labelled, focusable region so it can be scrolled sideways by keyboard on narrow screens.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div css={tableFrame} role="region" aria-label={label} tabIndex={0} aria-busy={busy || undefined}>
      {children}
    </div>
  );
}

/**
 * A list's body by its state: the failure and Retry, the first load's skeleton (`rows` null; `skeletonRows` lines),
 * the empty message, or the list itself (`children`, given the rows).
 */
export function ListBody<T>({
  status,
  rows,
  errorText,
  emptyText,
  loadingLabel,
  skeletonRows,
  onRetry,
  children,
}: {
  status: ListStatus;
  rows: readonly T[] | null;
  errorText?: string;
  emptyText: string;
  loadingLabel: string;
  skeletonRows?: number;
  onRetry: () => void;
  children: (rows: readonly T[]) => ReactNode;
}) {
  if (status === 'error') return <AdminDataState state="error" errorText={errorText} onRetry={onRetry} />;
  if (rows === null) return <AdminDataState state="loading" loadingLabel={loadingLabel} rows={skeletonRows} />;
  if (rows.length === 0) return <AdminDataState state="empty" emptyText={emptyText} />;
  return children(rows);
}

/** A table in its frame: the region's name, its test id and the column headings; `children` are its body's rows. */
export function DataTable({
  label,
  busy,
  testId,
  columns,
  children,
}: {
  label: string;
  busy: boolean;
  testId: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <TableFrame label={label} busy={busy}>
      <table data-testid={testId}>
        <thead>
          <tr>
            {columns.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableFrame>
  );
}

/** The rows of a list's page, and how to page through them. */
export interface ListPageProps<T> {
  status: ListStatus;
  /** The page's rows (null before the first answer). */
  rows: readonly T[] | null;
  pagination: PaginationView | null;
  errorText?: string;
  emptyText: string;
  onPageChange: (page: number) => void;
  onRetry: () => void;
}

/**
 * A list's page as a table: the failure, skeleton or empty message until there are rows, then the table (`row` draws
 * each), what follows it (`footnote`) and the pager.
 */
export function ListTable<T>(
  props: ListPageProps<T> & {
    loadingLabel: string;
    /** The table's region name, its test id and its column headings. */
    label: string;
    testId: string;
    columns: readonly string[];
    row: (row: T) => ReactNode;
    /** The pager's name, e.g. "Payments pages". */
    pagerLabel: string;
    footnote?: ReactNode;
  },
) {
  const { status, rows, pagination } = props;
  const shown = rows !== null && rows.length > 0 && status !== 'error';
  return (
    <>
      <ListBody
        status={status}
        rows={rows}
        errorText={props.errorText}
        emptyText={props.emptyText}
        loadingLabel={props.loadingLabel}
        onRetry={props.onRetry}
      >
        {(found) => (
          <DataTable label={props.label} busy={status === 'loading'} testId={props.testId} columns={props.columns}>
            {found.map(props.row)}
          </DataTable>
        )}
      </ListBody>
      {shown ? props.footnote : null}
      {shown && pagination ? (
        <Pager view={pagination} onPageChange={props.onPageChange} label={props.pagerLabel} />
      ) : null}
    </>
  );
}

export const actionsStyles = (t: Theme) => css`
  ${cluster(t, 2)}
`;

/** A table row's buttons: one line. */
export const rowActionsStyles = (t: Theme) => css`
  display: flex;
  flex-wrap: nowrap;
  gap: ${t.space[2]};
`;

/** A dialog's fields and messages, one under the other. */
export const dialogBodyStyles = (t: Theme) => css`
  ${column(t, 4)}
`;

/** A bordered message in a status tone: why an action was refused (danger), what is owed (warning). */
export const statusNoteStyles = (tone: 'danger' | 'warning', size: 'sm' | 'xs') => (t: Theme) => css`
  padding: ${size === 'sm' ? t.space[3] : t.space[2]};
  border: ${t.borderWidths.thin} solid ${t.color.status[tone].border};
  border-radius: ${t.radii.md};
  background: ${t.color.status[tone].bg};
  color: ${t.color.status[tone].fg};
  font-size: ${t.font.size[size]};
  font-weight: ${t.font.weight.medium};
`;

/** Why a dialog's action was refused (role="alert"). */
export const dialogErrorStyles = statusNoteStyles('danger', 'sm');

/** A labelled native date input (the browser's own date picker), drawn like the other fields. */
export function DateInput({
  label,
  value,
  onValueChange,
  min,
  id,
  error,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  min?: string;
  id?: string;
  error?: string;
}) {
  const theme = useTheme();
  const ids = useFieldIds(id, 'date');
  const { state, ...aria } = fieldControlProps(ids, { error });
  return (
    <Field label={label} ids={ids} state={state} error={error}>
      <input
        id={ids.controlId}
        type="date"
        value={value}
        min={min}
        onChange={(event) => onValueChange(event.target.value)}
        data-state={state}
        {...aria}
        css={[
          controlBoxStyles(theme),
          css`
            padding: 0 ${theme.space[3]};
          `,
        ]}
      />
    </Field>
  );
}

const pagerStyles = (t: Theme) => css`
  ${spread(t, 3)}
`;

/** "Showing 1–10 of 12" with Previous and Next. */
export function Pager({
  view,
  onPageChange,
  label,
}: {
  view: PaginationView;
  onPageChange: (page: number) => void;
  label: string;
}) {
  return (
    <nav css={pagerStyles} aria-label={label}>
      <Text size="sm" tone="secondary" role="status">
        {view.label}
      </Text>
      <div css={actionsStyles}>
        <Button variant="outline" size="sm" disabled={!view.hasPrevious} onClick={() => onPageChange(view.page - 1)}>
          Previous
        </Button>
        <Text as="span" size="sm" tone="secondary">
          {`Page ${view.page} of ${view.pageCount}`}
        </Text>
        <Button variant="outline" size="sm" disabled={!view.hasNext} onClick={() => onPageChange(view.page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
