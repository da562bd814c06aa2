import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  AdminSportsScreen,
  adminSportsTabs,
  type AdminSportsTab,
} from '../../../design-system/screens/AdminSportsScreen';
import {
  MAX_ADD_ONS,
  pricingDraftOf,
  rateFieldHints,
  rateFieldLabels,
  sportNameOf,
  validatePricing,
  type AddOnDraft,
  type AddOnField,
  type PricingErrors,
  type PricingRowDraft,
  type RateField,
} from '../../../machines/admin/pricing.form';
import type { AdminRatesRequest } from '../../../machines/api/rates.schema';
import type { SportId } from '../../../machines/booking/sports';
import { getAdminRates, saveAdminRates } from '../../adapters/adminContentApi';
import { managerMeta, managerToasts, pricingNote } from '../../content/adminManagers';
import { AdminManagerFrame } from './AdminManagerFrame';
import { useCentreManager } from './useCentreManager';
import { useManagerResource } from './useManagerResource';

const pricingTarget = 'pricing';

const addOnsOf = (rows: readonly PricingRowDraft[], sport: SportId): readonly AddOnDraft[] =>
  rows.find((row) => row.sport === sport)?.addOns ?? [];

/**
 * The Pricing tab: loads the rate table (every sport's prices and add-ons), validates with the shared schema, saves
 * with the rows' versions.
 */
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
  const { edit, currentDraft } = manager;
  const nextKey = useRef(0);

  /** Changes one sport's row; `fields` names what changed (its error clears). */
  const editRow = useCallback(
    (sport: SportId, change: (row: PricingRowDraft) => PricingRowDraft, fields?: readonly string[]) =>
      edit((rows) => rows.map((row) => (row.sport === sport ? change(row) : row)), pricingTarget, fields),
    [edit],
  );

  const onChange = useCallback(
    (sport: SportId, field: RateField, value: string) =>
      editRow(sport, (row) => ({ ...row, values: { ...row.values, [field]: value } }), [`${sport}.${field}`]),
    [editRow],
  );

  const onAddOnChange = useCallback(
    (sport: SportId, key: string, field: AddOnField | 'perHour', value: string | boolean) =>
      editRow(
        sport,
        (row) => ({ ...row, addOns: row.addOns.map((a) => (a.key === key ? { ...a, [field]: value } : a)) }),
        addOnsOf(currentDraft(), sport).flatMap((a, i) => (a.key === key ? [`${sport}.addOns.${i}.${field}`] : [])),
      ),
    [editRow, currentDraft],
  );

  const onAddOnAdd = useCallback(
    (sport: SportId) => {
      nextKey.current += 1;
      const addOn: AddOnDraft = { key: `new-${nextKey.current}`, name: '', price: '', perHour: false };
      editRow(sport, (row) => ({ ...row, addOns: [...row.addOns, addOn] }));
    },
    [editRow],
  );

  // The list's errors name add-ons by position: removing one clears them (the next save checks again).
  const onAddOnRemove = useCallback(
    (sport: SportId, key: string) =>
      editRow(sport, (row) => ({ ...row, addOns: row.addOns.filter((a) => a.key !== key) }), [
        `${sport}.addOns`,
        ...addOnsOf(currentDraft(), sport).flatMap((_, i) => [
          `${sport}.addOns.${i}.name`,
          `${sport}.addOns.${i}.price`,
        ]),
      ]),
    [editRow, currentDraft],
  );

  return {
    status: manager.status,
    loadError: manager.loadError,
    onRetry: manager.reload,
    rows: manager.draft.map((row) => ({
      sport: row.sport,
      name: sportNameOf(row.sport),
      values: row.values,
      addOns: row.addOns,
    })),
    errors: manager.errorsOf(pricingTarget) as PricingErrors,
    saveState: manager.saveStateOf(pricingTarget),
    saveMessage: manager.saveMessageOf(pricingTarget),
    fieldLabels: rateFieldLabels,
    fieldHints: rateFieldHints,
    maxAddOns: MAX_ADD_ONS,
    note: pricingNote,
    onChange,
    onAddOnChange,
    onAddOnAdd,
    onAddOnRemove,
    onSave: () => manager.save(pricingTarget),
    onReload: manager.reload,
  };
}

const tabOf = (value: string | null): AdminSportsTab =>
  (adminSportsTabs as readonly (string | null)[]).includes(value) ? (value as AdminSportsTab) : 'pricing';

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
