import { useSearchParams } from 'react-router-dom';
import { AdminContentScreen } from '../../../design-system/screens/AdminContentScreen';
import type { AdminRecordListProps } from '../../../design-system/patterns/AdminRecordList';
import {
  siteFormSpecs,
  siteRecordTitle,
  siteValuesOf,
  validateSiteRecord,
} from '../../../machines/admin/siteContent.form';
import { fixedKinds, type AdminSiteRecord, type SiteContentKind } from '../../../machines/api/siteContent.schema';
import {
  createSiteRecord,
  deleteSiteRecord,
  getSiteRecords,
  moveSiteRecord,
  saveSiteRecord,
} from '../../adapters/adminSiteContentApi';
import { siteContentToasts, siteImageRemoval, siteListCopy, siteManagerMeta } from '../../content/adminSiteContent';
import { AdminManagerFrame } from './AdminManagerFrame';
import type { RecordListsConfig, SavedRecord } from './recordLists';
import { useRecordLists } from './useRecordLists';

const savedOf =
  (kind: SiteContentKind) =>
  (record: AdminSiteRecord): SavedRecord => ({
    id: record.id,
    version: record.version,
    values: siteValuesOf(kind, record),
  });

/** The content lists of one manager: each record checked with its kind's shared schema, saved with its version. */
const configOf = <K extends SiteContentKind>(kinds: readonly K[]): RecordListsConfig<K> => ({
  kinds,
  load: async () => {
    const lists = await Promise.all(kinds.map(async (kind) => (await getSiteRecords(kind)).map(savedOf(kind))));
    return Object.fromEntries(kinds.map((kind, i) => [kind, lists[i]])) as Record<K, SavedRecord[]>;
  },
  validate: validateSiteRecord,
  create: async (kind, input) => savedOf(kind)(await createSiteRecord(kind, input as object)),
  save: async (kind, id, input, version) => savedOf(kind)(await saveSiteRecord(kind, id, input as object, version)),
  remove: deleteSiteRecord,
  move: async (kind, id, direction, version) => (await moveSiteRecord(kind, id, direction, version)).map(savedOf(kind)),
  isFixed: (kind) => fixedKinds.includes(kind),
  fields: (kind) => siteFormSpecs[kind].fields,
  image: (kind) => siteFormSpecs[kind].image,
  blank: (kind) => siteFormSpecs[kind].blank,
  imageRemoval: (kind) => siteImageRemoval[kind],
  title: siteRecordTitle,
  copy: (kind) => siteListCopy[kind],
  toasts: siteContentToasts,
});

const cafeConfig = configOf(['cafe-offers', 'cafe-slides', 'cafe-links'] as const);
const galleryConfig = configOf(['gallery'] as const);
const partnersConfig = configOf(['partners'] as const);
const brandingConfig = configOf(['branding'] as const);

const cafeTabs = [
  { value: 'offers', label: 'Offers', kind: 'cafe-offers' },
  { value: 'slides', label: 'Hero slides', kind: 'cafe-slides' },
  { value: 'links', label: 'Quick actions', kind: 'cafe-links' },
] as const;

function CafeManager() {
  const lists = useRecordLists(cafeConfig);
  // The open tab lives in the URL (`?tab=slides`), so staff can link to it; Offers without one.
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const tab = cafeTabs.some((t) => t.value === asked) ? asked! : 'offers';
  return (
    <AdminContentScreen
      title={siteManagerMeta.cafe.heading}
      sections={cafeTabs.map((t) => ({ value: t.value, label: t.label, list: lists[t.kind] }))}
      tab={tab}
      onTabChange={(next) => setSearchParams({ tab: next }, { replace: true })}
    />
  );
}

function GalleryManager() {
  const { gallery } = useRecordLists(galleryConfig);
  return (
    <AdminContentScreen
      title={siteManagerMeta.gallery.heading}
      sections={[{ value: 'gallery', label: siteListCopy.gallery.label, list: gallery }]}
    />
  );
}

function PartnersManager() {
  const { partners } = useRecordLists(partnersConfig);
  return (
    <AdminContentScreen
      title={siteManagerMeta.partners.heading}
      sections={[{ value: 'partners', label: siteListCopy.partners.label, list: partners }]}
    />
  );
}

/** The Home Page Manager's Logo and branding list (one record: the logo and the installed app's colour). */
export function useBrandingManager(): AdminRecordListProps {
  return useRecordLists(brandingConfig).branding;
}

/** /admin/cafe: Café Manager (offers, hero slides, quick actions), guarded, in the admin shell. */
export function AdminCafePage() {
  return <AdminManagerFrame meta={siteManagerMeta.cafe}>{() => <CafeManager />}</AdminManagerFrame>;
}

/** /admin/gallery: Gallery Manager (the community board's pictures and reels), guarded, in the admin shell. */
export function AdminGalleryPage() {
  return <AdminManagerFrame meta={siteManagerMeta.gallery}>{() => <GalleryManager />}</AdminManagerFrame>;
}

/** /admin/partners: Partners & Affiliates, guarded, in the admin shell. */
export function AdminPartnersPage() {
  return <AdminManagerFrame meta={siteManagerMeta.partners}>{() => <PartnersManager />}</AdminManagerFrame>;
}
