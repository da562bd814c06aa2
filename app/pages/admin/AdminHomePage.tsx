import { useBrandingManager } from './AdminContentPages';
import { useCallback } from 'react';
import type { ImageUploadStatus } from '../../../design-system/patterns/ImageUpload';
import { AdminHomeScreen } from '../../../design-system/screens/AdminHomeScreen';
import {
  homeBannerFieldLabels,
  homeDraftOf,
  validateHome,
  type HomeBannerDraft,
  type HomeBannerErrors,
} from '../../../machines/admin/home.form';
import { messageOf } from '../../../machines/admin/managerResource.machine';
import type { AdminHomeRequest, HomeBannerField, HomeBannerSide } from '../../../machines/api/home.schema';
import { checkImageFile } from '../../../machines/api/upload.schema';
import { getAdminHome, saveAdminHome } from '../../adapters/adminHomepageApi';
import { uploadImage } from '../../adapters/uploadApi';
import { managerToasts } from '../../content/adminManagers';
import {
  homeBannerCopy,
  homeFieldHints,
  homeImageEmptyLabel,
  homeImageHint,
  homepageMeta,
  homepageNote,
  homepageToasts,
  homeSavedText,
} from '../../content/adminHomepage';
import { useToast } from '../../toasts';
import { AdminManagerFrame } from './AdminManagerFrame';
import { useManagerResource } from './useManagerResource';

type UploadState = { status: ImageUploadStatus; error?: string };
const idleUpload: UploadState = { status: 'idle' };

/** The banners being edited and their image uploads (a load starts both afresh). */
interface HomeDraft {
  banners: HomeBannerDraft[];
  uploads: Partial<Record<HomeBannerSide, UploadState>>;
}

const homeTarget = 'home';

/** Loads both banners, validates with the shared schema, uploads images, saves with the banners' versions. */
function useHomeManager() {
  const { push } = useToast();
  const manager = useManagerResource<HomeDraft>({
    initial: { banners: [], uploads: {} },
    load: async () => ({ banners: homeDraftOf(await getAdminHome()), uploads: {} }),
    validate: ({ banners }) => validateHome(banners),
    save: async ({ request }) => {
      const saved = await saveAdminHome(request as AdminHomeRequest);
      return { apply: (draft) => ({ ...draft, banners: homeDraftOf(saved) }), notice: homepageToasts.homepageUpdated };
    },
    toasts: managerToasts,
  });
  const { edit, isActive } = manager;

  const setUpload = useCallback(
    (side: HomeBannerSide, upload: UploadState) =>
      edit((draft) => ({ ...draft, uploads: { ...draft.uploads, [side]: upload } })),
    [edit],
  );

  const edited = useCallback(
    (side: HomeBannerSide, change: (banner: HomeBannerDraft) => HomeBannerDraft, field: HomeBannerField | 'image') =>
      edit(
        (draft) => ({
          ...draft,
          banners: draft.banners.map((banner) => (banner.side === side ? change(banner) : banner)),
        }),
        homeTarget,
        [`${side}.${field}`],
      ),
    [edit],
  );

  const onChange = useCallback(
    (side: HomeBannerSide, field: HomeBannerField, value: string) =>
      edited(side, (b) => ({ ...b, values: { ...b.values, [field]: value } }), field),
    [edited],
  );

  const onRemoveImage = useCallback(
    (side: HomeBannerSide) => {
      edited(side, (b) => ({ ...b, image: null }), 'image');
      setUpload(side, idleUpload);
    },
    [edited, setUpload],
  );

  const onSelectImage = useCallback(
    async (side: HomeBannerSide, file: File) => {
      const refused = checkImageFile(file);
      if (refused) {
        setUpload(side, { status: 'error', error: refused });
        return;
      }
      setUpload(side, { status: 'uploading' });
      try {
        const { url } = await uploadImage(file);
        if (!isActive()) return;
        edited(side, (b) => ({ ...b, image: url }), 'image');
        setUpload(side, idleUpload);
        push(homepageToasts.imageUploaded);
      } catch (error) {
        if (!isActive()) return;
        setUpload(side, { status: 'error', error: messageOf(error) });
      }
    },
    [edited, setUpload, isActive, push],
  );

  const { banners, uploads } = manager.draft;
  return {
    status: manager.status,
    loadError: manager.loadError,
    onRetry: manager.reload,
    banners: banners.map((b) => ({
      side: b.side,
      ...homeBannerCopy[b.side],
      values: b.values,
      image: b.image,
      upload: uploads[b.side] ?? idleUpload,
    })),
    errors: manager.errorsOf(homeTarget) as HomeBannerErrors,
    fieldLabels: homeBannerFieldLabels,
    fieldHints: homeFieldHints,
    imageHint: homeImageHint,
    imageEmptyLabel: homeImageEmptyLabel,
    note: homepageNote,
    saveState: manager.saveStateOf(homeTarget),
    saveMessage: manager.saveMessageOf(homeTarget),
    savedText: homeSavedText,
    onChange,
    onSelectImage: (side: HomeBannerSide, file: File) => void onSelectImage(side, file),
    onRemoveImage,
    onSave: () => manager.save(homeTarget),
    onReload: manager.reload,
  };
}

function HomeManager() {
  return <AdminHomeScreen {...useHomeManager()} branding={useBrandingManager()} />;
}

/** /admin/homepage: Home Page Manager, guarded, in the admin shell. */
export function AdminHomePage() {
  return <AdminManagerFrame meta={homepageMeta}>{() => <HomeManager />}</AdminManagerFrame>;
}
