import { useCallback, useEffect, useState } from 'react';
import {
  AdminActivityScreen,
  type ActivityFilterField,
  type ActivityLoadState,
} from '../../../design-system/screens/AdminActivityScreen';
import { activityCount, activityRow } from '../../../machines/admin/staff.view';
import { auditKindLabels, auditKinds, type ActivityRow, type AuditKind } from '../../../machines/api/staff.schema';
import { listActivity } from '../../adapters/adminStaffApi';
import { adminMeta } from '../../content/admin';
import { AdminManagerFrame } from './AdminManagerFrame';

const kindOptions = auditKinds.map((value) => ({ value, label: auditKindLabels[value] }));
const noFilters: Record<ActivityFilterField, string> = { person: '', kind: '', from: '', to: '' };

function ActivityTrail() {
  const [filters, setFilters] = useState(noFilters);
  const [applied, setApplied] = useState(noFilters);
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<ActivityRow[]>([]);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<ActivityLoadState>('loading');
  const [loadError, setLoadError] = useState<string>();

  const fetchPage = useCallback(() => {
    listActivity({
      person: applied.person || undefined,
      kind: (applied.kind || undefined) as AuditKind | undefined,
      from: applied.from || undefined,
      to: applied.to || undefined,
      page,
    }).then(
      (answer) => {
        setRows((list) => (page === 1 ? answer.rows : [...list, ...answer.rows]));
        setTotal(answer.total);
        setStatus(answer.total === 0 ? 'empty' : 'ready');
      },
      (error: unknown) => {
        setLoadError(error instanceof Error ? error.message : String(error));
        setStatus('error');
      },
    );
  }, [applied, page]);
  useEffect(fetchPage, [fetchPage]);

  return (
    <AdminActivityScreen
      status={status}
      loadError={loadError}
      onRetry={() => {
        setStatus('loading');
        fetchPage();
      }}
      rows={rows.map(activityRow)}
      countText={activityCount(rows.length, total)}
      filters={filters}
      kindOptions={kindOptions}
      onFilterChange={(field, value) => setFilters((f) => ({ ...f, [field]: value }))}
      onApply={() => {
        setStatus('loading');
        setPage(1);
        setApplied({ ...filters });
      }}
      onClear={() => {
        setStatus('loading');
        setFilters(noFilters);
        setPage(1);
        setApplied(noFilters);
      }}
      hasMore={rows.length < total}
      onMore={() => setPage((p) => p + 1)}
    />
  );
}

/** /admin/activity: the audit trail (owners). */
export function AdminActivityPage() {
  return <AdminManagerFrame meta={adminMeta.activity}>{() => <ActivityTrail />}</AdminManagerFrame>;
}
