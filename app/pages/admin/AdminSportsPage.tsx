import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminSportsScreen, adminSportsTabs, type AdminSportsTab } from '../../../design-system/screens/AdminSportsScreen';
import { pricingDraftOf, rateBandLabels, sportNameOf, validatePricing, type PricingErrors, type PricingRowDraft } from '../../../machines/admin/pricing.form';
import type { AdminRatesRequest } from '../../../machines/api/rates.schema';
import type { RateBand } from '../../../machines/booking/rates';
import type { SportId } from '../../../machines/booking/sports';
import { getAdminRates, saveAdminRates } from '../../adapters/adminContentApi';
import { managerMeta, managerToasts, pricingNote } from '../../content/adminManagers';
import { AdminManagerFrame } from './AdminManagerFrame';
import { useCentreManager } from './useCentreManager';
import { useManagerResource } from './useManagerResource';

const pricingTarget = 'pricing';

/** The Pricing tab: loads the rate table, validates with the shared schema, saves with the rows' versions. */
function usePricing() {
  const manager = useManagerResource<PricingRowDraft[]>({
    initial: [],
    load: async () => pricingDraftOf(await getAdminRates()),
    validate: (rows) => validatePricing(rows),
    save: async ({ request }) => {
      const saved = await saveAdminRates(request as AdminRatesRequest);
      return { apply: () => pricingDraftOf(saved), notice: managerToasts.pricingUpdated };
    },
    toasts: managerToasts,
  });
  const { edit } = manager;

  const onChange = useCallback(
    (sport: SportId, band: RateBand, value: string) =>
      edit((rows) => rows.map((row) => (row.sport === sport ? { ...row, values: { ...row.values, [band]: value } } : row)), pricingTarget, [`${sport}.${band}`]),
    [edit],
  );

  return {
    status: manager.status,
    loadError: manager.loadError,
    onRetry: manager.reload,
    rows: manager.draft.map((row) => ({ sport: row.sport, name: sportNameOf(row.sport), values: row.values })),
    errors: manager.errorsOf(pricingTarget) as PricingErrors,
    saveState: manager.saveStateOf(pricingTarget),
    saveMessage: manager.saveMessageOf(pricingTarget),
    bandLabels: rateBandLabels,
    note: pricingNote,
    onChange,
    onSave: () => manager.save(pricingTarget),
    onReload: manager.reload,
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
