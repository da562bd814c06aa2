import { css, useTheme, type Theme } from '@emotion/react';
import { CircleAlert, RotateCw, SearchX } from 'lucide-react';
import { Button } from '../../primitives/Button';
import { Skeleton } from '../../primitives/Skeleton';
import { Text } from '../../primitives/Text';

export const adminDataStates = ['loading', 'empty', 'error'] as const;
export type AdminDataStateKind = (typeof adminDataStates)[number];

export interface AdminDataStateProps {
  /** `loading`: skeleton lines; `empty`: the empty message; `error`: the message and Retry. */
  state: AdminDataStateKind;
  /** What loads, for the skeleton's accessible name, e.g. "Loading bookings". */
  loadingLabel?: string;
  /** The empty message, e.g. "No bookings match these filters". */
  emptyText?: string;
  /** The failure's message. */
  errorText?: string;
  /** Retry after a failure. */
  onRetry?: () => void;
  /** Skeleton rows. */
  rows?: number;
}

const boxStyles = (t: Theme) => css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${t.space[3]};
  padding: ${t.space[10]} ${t.space[4]};
  border: ${t.borderWidths.thin} dashed ${t.color.border.default};
  border-radius: ${t.radii.lg};
  text-align: center;
  & > svg {
    width: ${t.sizes.icon.lg};
    height: ${t.sizes.icon.lg};
  }
  &[data-state='error'] {
    border-style: solid;
    border-color: ${t.color.status.danger.border};
    background: ${t.color.status.danger.bg};
    color: ${t.color.status.danger.fg};
  }
  &[data-state='empty'] {
    color: ${t.color.text.secondary};
  }
`;

const skeletonStyles = (t: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
`;

/** The loading, empty and error states every admin list and panel shares. */
export function AdminDataState({
  state,
  loadingLabel = 'Loading',
  emptyText = 'Nothing here yet',
  errorText = 'Something went wrong.',
  onRetry,
  rows = 5,
}: AdminDataStateProps) {
  const theme = useTheme();
  if (state === 'loading') {
    return (
      <div css={skeletonStyles} role="status" aria-label={loadingLabel} data-state="loading">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} shape="block" height={theme.sizes.touch} />
        ))}
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div css={boxStyles} role="alert" data-state="error">
        <CircleAlert aria-hidden="true" />
        <Text weight="semibold" tone="danger">
          {errorText}
        </Text>
        {onRetry && (
          <Button variant="outline" icon={<RotateCw aria-hidden="true" />} onClick={onRetry}>
            Retry
          </Button>
        )}
      </div>
    );
  }
  return (
    <div css={boxStyles} data-state="empty">
      <SearchX aria-hidden="true" />
      <Text weight="medium" tone="secondary">
        {emptyText}
      </Text>
    </div>
  );
}
