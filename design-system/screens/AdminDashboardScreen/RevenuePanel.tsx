import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { RevenueView } from '../../../machines/admin/admin.view';
import type { RevenueChartProps } from '../../patterns/RevenueChart';
import { AdminDataState } from '../../patterns/AdminDataState';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { panelStyles, type ListStatus } from './parts';

export interface RevenuePanelProps {
  status: ListStatus;
  view: RevenueView | null;
  errorText?: string;
  emptyText: string;
  onRetry: () => void;
  /** Draws a chart (the app loads the chart library only when this tab opens; stories draw it directly). */
  renderChart: (props: RevenueChartProps) => ReactNode;
}

const totals = (t: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${t.space[2]} ${t.space[4]};
  & > strong {
    font-family: ${t.font.family.display};
    font-size: ${t.font.size['3xl']};
    font-weight: ${t.font.weight.black};
  }
`;

const charts = (t: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${t.space[4]};
  & > * {
    gap: ${t.space[3]};
  }
`;

/** The Revenue tab: the last 30 days by day and by sport, as charts with tables for screen readers. */
export function RevenuePanel({ status, view, errorText, emptyText, onRetry, renderChart }: RevenuePanelProps) {
  return (
    <section css={panelStyles} aria-label="Revenue" data-panel="revenue">
      {status === 'error' ? (
        <AdminDataState state="error" errorText={errorText} onRetry={onRetry} />
      ) : view === null ? (
        <AdminDataState state="loading" loadingLabel="Loading revenue" rows={4} />
      ) : (
        <>
          <div css={totals}>
            <strong data-testid="revenue-total">{view.total}</strong>
            <Text tone="secondary">{`Verified payments net of refunds, ${view.range}`}</Text>
          </div>
          {view.empty ? (
            <AdminDataState state="empty" emptyText={emptyText} />
          ) : (
            <div css={charts}>
              <Card as="section" padding="sm" aria-label="Revenue by day">
                <Heading level={2} size="xs">
                  By day
                </Heading>
                {renderChart({
                  title: 'Revenue by day, last 30 days',
                  labelHeader: 'Day',
                  data: view.days,
                  frame: 'wide',
                })}
              </Card>
              <Card as="section" padding="sm" aria-label="Revenue by sport">
                <Heading level={2} size="xs">
                  By sport
                </Heading>
                {renderChart({
                  title: 'Revenue by sport, last 30 days',
                  labelHeader: 'Sport',
                  data: view.sources,
                  frame: 'wideShort',
                })}
              </Card>
            </div>
          )}
        </>
      )}
    </section>
  );
}
