import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImageUploadStatus } from '../../../design-system/patterns/ImageUpload';
import { AdminHomeScreen } from '../../../design-system/screens/AdminHomeScreen';
import type { ManagerLoadState, ManagerSaveState } from '../../../design-system/screens/AdminSportsScreen';
import { homeBannerFieldLabels, homeDraftOf, validateHome, type HomeBannerDraft, type HomeBannerErrors } from '../../../machines/admin/home.form';
import type { HomeBannerField, HomeBannerSide } from '../../../machines/api/home.schema';
import { checkImageFile } from '../../../machines/api/upload.schema';
import { AdminApiError } from '../../adapters/adminApi';
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

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

type UploadState = { status: ImageUploadStatus; error?: string };
const idleUpload: UploadState = { status: 'idle' };

/** Loads both banners, validates with the shared schema, uploads images, saves with the banners' versions. */
function useHomeManager() {
  const { push } = useToast();
  const [status, setStatus] = useState<ManagerLoadState>('loading');
  const [loadError, setLoadError] = useState<string>();
  const [banners, setBanners] = useState<HomeBannerDraft[]>([]);
  const [uploads, setUploads] = useState<Partial<Record<HomeBannerSide, UploadState>>>({});
  const [errors, setErrors] = useState<HomeBannerErrors>({});
  const [saveState, setSaveState] = useState<ManagerSaveState>('idle');
  const [saveMessage, setSaveMessage] = useState<string>();
  const alive = useRef(true);

  // Loads on mount and after Retry / Reload (each bumps `loads`).
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    alive.current = true;
    getAdminHome().then(
      (response) => {
        if (!alive.current) return;
        setBanners(homeDraftOf(response));
        setErrors({});
        setUploads({});
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

  const edited = useCallback((side: HomeBannerSide, change: (banner: HomeBannerDraft) => HomeBannerDraft, field: HomeBannerField | 'image') => {
    setBanners((current) => current.map((banner) => (banner.side === side ? change(banner) : banner)));
    setErrors((current) => ({ ...current, [`${side}.${field}`]: undefined }));
    setSaveState((current) => (current === 'saved' ? 'idle' : current));
  }, []);

  const onChange = useCallback(
    (side: HomeBannerSide, field: HomeBannerField, value: string) => edited(side, (b) => ({ ...b, values: { ...b.values, [field]: value } }), field),
    [edited],
  );

  const onRemoveImage = useCallback(
    (side: HomeBannerSide) => {
      edited(side, (b) => ({ ...b, image: null }), 'image');
      setUploads((current) => ({ ...current, [side]: idleUpload }));
    },
    [edited],
  );

  const onSelectImage = useCallback(
    async (side: HomeBannerSide, file: File) => {
      const refused = checkImageFile(file);
      if (refused) {
        setUploads((current) => ({ ...current, [side]: { status: 'error', error: refused } }));
        return;
      }
      setUploads((current) => ({ ...current, [side]: { status: 'uploading' } }));
      try {
        const { url } = await uploadImage(file);
        if (!alive.current) return;
        edited(side, (b) => ({ ...b, image: url }), 'image');
        setUploads((current) => ({ ...current, [side]: idleUpload }));
        push(homepageToasts.imageUploaded);
      } catch (error) {
        if (!alive.current) return;
        setUploads((current) => ({ ...current, [side]: { status: 'error', error: messageOf(error) } }));
      }
    },
    [edited, push],
  );

  const onSave = useCallback(async () => {
    const checked = validateHome(banners);
    if (!checked.ok) {
      setErrors(checked.errors);
      push(managerToasts.checkFields);
      return;
    }
    setSaveState('saving');
    try {
      const saved = await saveAdminHome(checked.request);
      if (!alive.current) return;
      setBanners(homeDraftOf(saved));
      setSaveState('saved');
      push(homepageToasts.homepageUpdated);
    } catch (error) {
      if (!alive.current) return;
      setSaveState(error instanceof AdminApiError && error.code === 'version_conflict' ? 'conflict' : 'failed');
      setSaveMessage(messageOf(error));
      push(managerToasts.saveFailed(messageOf(error)));
    }
  }, [banners, push]);

  return {
    status,
    loadError,
    onRetry: reload,
    banners: banners.map((b) => ({ side: b.side, ...homeBannerCopy[b.side], values: b.values, image: b.image, upload: uploads[b.side] ?? idleUpload })),
    errors,
    fieldLabels: homeBannerFieldLabels,
    fieldHints: homeFieldHints,
    imageHint: homeImageHint,
    imageEmptyLabel: homeImageEmptyLabel,
    note: homepageNote,
    saveState,
    saveMessage,
    savedText: homeSavedText,
    onChange,
    onSelectImage: (side: HomeBannerSide, file: File) => void onSelectImage(side, file),
    onRemoveImage,
    onSave: () => void onSave(),
    onReload: reload,
  };
}

function HomeManager() {
  return <AdminHomeScreen {...useHomeManager()} />;
}

/** /admin/homepage: Home Page Manager, guarded, in the admin shell. */
export function AdminHomePage() {
  return <AdminManagerFrame meta={homepageMeta}>{() => <HomeManager />}</AdminManagerFrame>;
}
