import type { ReactNode } from 'react';
import { AdminDataState } from '../AdminDataState';
import type { ManagerLoadState } from '../AdminSaveAlert';

export interface AdminLoadedProps {
  /** The data's load state: a skeleton while loading, the reason and Retry after a failure, else `children`. */
  status: ManagerLoadState;
  /** Why the data could not be loaded. */
  loadError?: string;
  onRetry: () => void;
  /** The skeleton's name for people, e.g. "Loading banners". */
  loadingLabel: string;
  /** How many skeleton rows stand in for the content. */
  rows?: number;
  /** What shows once the data is loaded. */
  children: ReactNode;
}

/** An admin screen's part that waits for its data: the skeleton, the failure with Retry, or the part itself. */
export function AdminLoaded({ status, loadError, onRetry, loadingLabel, rows, children }: AdminLoadedProps) {
  if (status === 'error') return <AdminDataState state="error" errorText={loadError} onRetry={onRetry} />;
  if (status === 'loading') return <AdminDataState state="loading" loadingLabel={loadingLabel} rows={rows} />;
  return children;
}
