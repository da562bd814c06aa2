import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminSportsScreen, adminSportsTabs, type AdminSportsTab, type ManagerLoadState, type ManagerSaveState } from '../../../design-system/screens/AdminSportsScreen';
import { pricingDraftOf, rateBandLabels, sportNameOf, validatePricing, type PricingErrors, type PricingRowDraft } from '../../../machines/admin/pricing.form';
import type { RateBand } from '../../../machines/booking/rates';
import type { SportId } from '../../../machines/booking/sports';
import { AdminApiError } from '../../adapters/adminApi';
import { getAdminRates, saveAdminRates } from '../../adapters/adminContentApi';
import { managerMeta, managerToasts, pricingNote } from '../../content/adminManagers';
import { useToast } from '../../toasts';
import { AdminManagerFrame } from './AdminManagerFrame';
import { useCentreManager } from './useCentreManager';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The Pricing tab: loads the rate table, validates with the shared schema, saves with the rows' versions. */
function usePricing() {
  const { push } = useToast();
  const [status, setStatus] = useState<ManagerLoadState>('loading');
  const [loadError, setLoadError] = useState<string>();
  const [rows, setRows] = useState<PricingRowDraft[]>([]);
  const [errors, setErrors] = useState<PricingErrors>({});
  const [saveState, setSaveState] = useState<ManagerSaveState>('idle');
  const [saveMessage, setSaveMessage] = useState<string>();
  const alive = useRef(true);

  // Loads the table on mount and after Retry / Reload (each bumps `loads`).
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    alive.current = true;
    getAdminRates().then(
      (response) => {
        if (!alive.current) return;
        setRows(pricingDraftOf(response));
        setErrors({});
        setSaveState('idle');
        setStatus('ready');
      },
      (error: unknown) => {
        if (!alive.current) return;
        setLoadError(messageOf(error));
        setStatus('error');
      },
    );
    return () => {
      alive.current = false;
    };
  }, [loads]);

  const reload = () => {
    setStatus('loading');
    setLoads((n) => n + 1);
  };

  const onChange = useCallback((sport: SportId, band: RateBand, value: string) => {
    setRows((current) => current.map((row) => (row.sport === sport ? { ...row, values: { ...row.values, [band]: value } } : row)));
    setErrors((current) => ({ ...current, [`${sport}.${band}`]: undefined }));
    setSaveState((current) => (current === 'saved' ? 'idle' : current));
  }, []);

  const onSave = useCallback(async () => {
    const checked = validatePricing(rows);
    if (!checked.ok) {
      setErrors(checked.errors);
      push(managerToasts.checkFields);
      return;
    }
    setSaveState('saving');
    try {
      const saved = await saveAdminRates(checked.request);
      if (!alive.current) return;
      setRows(pricingDraftOf(saved));
      setSaveState('saved');
      push(managerToasts.pricingUpdated);
    } catch (error) {
      if (!alive.current) return;
      setSaveState(error instanceof AdminApiError && error.code === 'version_conflict' ? 'conflict' : 'failed');
      setSaveMessage(messageOf(error));
      push(managerToasts.saveFailed(messageOf(error)));
    }
  }, [rows, push]);

  return {
    status,
    loadError,
    onRetry: reload,
    rows: rows.map((row) => ({ sport: row.sport, name: sportNameOf(row.sport), values: row.values })),
    errors,
    saveState,
    saveMessage,
    bandLabels: rateBandLabels,
    note: pricingNote,
    onChange,
    onSave: () => void onSave(),
    onReload: reload,
  };
}

const tabOf = (value: string | null): AdminSportsTab => (adminSportsTabs as readonly (string | null)[]).includes(value) ? (value as AdminSportsTab) : 'pricing';

function SportsManager() {
  const pricing = usePricing();
  const centre = useCentreManager();
  // The open tab lives in the URL (`?tab=coaches`), so staff can link to it; Pricing without one.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get('tab'));
  return (
    <AdminSportsScreen
      pricing={pricing}
      coaches={centre.coaches}
      programs={centre.plans}
      testimonials={centre.testimonials}
      tab={tab}
      onTabChange={(next) => setSearchParams({ tab: next }, { replace: true })}
    />
  );
}

/** /admin/sports: Sports Centre (Coaches, Pricing, Programs, Testimonials), guarded, in the admin shell. */
export function AdminSportsPage() {
  return <AdminManagerFrame meta={managerMeta.sports}>{() => <SportsManager />}</AdminManagerFrame>;
}
