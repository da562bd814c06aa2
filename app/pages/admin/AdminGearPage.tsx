import { useCallback, useEffect, useRef, useState } from 'react';
import { AdminGearScreen, type GearProductView } from '../../../design-system/screens/AdminGearScreen';
import type { ImageUploadStatus } from '../../../design-system/patterns/ImageUpload';
import type { ManagerLoadState, ManagerSaveState } from '../../../design-system/screens/AdminSportsScreen';
import {
  categoryLabels,
  newProductDraft,
  productDraftOf,
  validateProduct,
  validateWhatsapp,
  whatsappDraftOf,
  type ProductDraft,
  type ProductErrors,
  type ProductSwitch,
  type ProductTextField,
  type WhatsappDraft,
  type WhatsappErrors,
  type WhatsappField,
} from '../../../machines/admin/gear.form';
import { checkImageFile } from '../../../machines/api/upload.schema';
import { productCategories } from '../../../machines/shop/catalogue';
import { AdminApiError } from '../../adapters/adminApi';
import {
  createAdminProduct,
  deleteAdminProduct,
  getAdminProducts,
  getAdminWhatsapp,
  saveAdminProduct,
  saveAdminWhatsapp,
} from '../../adapters/adminGearApi';
import { uploadImage } from '../../adapters/uploadApi';
import { gearCopy, gearMeta, gearToasts } from '../../content/adminGear';
import { useToast } from '../../toasts';
import { AdminManagerFrame } from './AdminManagerFrame';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const stateOfFailure = (error: unknown): ManagerSaveState => (error instanceof AdminApiError && error.code === 'version_conflict' ? 'conflict' : 'failed');
const categoryOptions = productCategories.map((value) => ({ value, label: categoryLabels[value] }));

/** A card's draft and what the page shows around it. */
interface CardState {
  draft: ProductDraft;
  /** The saved name (the card's heading); empty for a new card. */
  savedName: string;
  errors: ProductErrors;
  saveState: ManagerSaveState;
  saveMessage?: string;
  uploadStatus: ImageUploadStatus;
  uploadError?: string;
}

const cardOf = (draft: ProductDraft, savedName: string): CardState => ({ draft, savedName, errors: {}, saveState: 'idle', uploadStatus: 'idle' });

/** The POD Gear manager: loads products and settings, validates with the shared schemas, saves with versions. */
function useGear() {
  const { push } = useToast();
  const [status, setStatus] = useState<ManagerLoadState>('loading');
  const [loadError, setLoadError] = useState<string>();
  const [cards, setCards] = useState<CardState[]>([]);
  const [whatsapp, setWhatsapp] = useState<WhatsappDraft>({ version: 0, values: { number: '', template: '' } });
  const [whatsappErrors, setWhatsappErrors] = useState<WhatsappErrors>({});
  const [whatsappState, setWhatsappState] = useState<ManagerSaveState>('idle');
  const [whatsappMessage, setWhatsappMessage] = useState<string>();
  const [confirmDeleteKey, setConfirmDeleteKey] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const alive = useRef(true);
  const added = useRef(0);
  const cardsRef = useRef(cards);
  cardsRef.current = cards;

  const [loads, setLoads] = useState(0);
  useEffect(() => {
    alive.current = true;
    Promise.all([getAdminProducts(), getAdminWhatsapp()]).then(
      ([{ products }, settings]) => {
        if (!alive.current) return;
        setCards(products.map((p) => cardOf(productDraftOf(p), p.name)));
        setWhatsapp(whatsappDraftOf(settings));
        setWhatsappErrors({});
        setWhatsappState('idle');
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

  const reload = useCallback(() => {
    setStatus('loading');
    setLoads((n) => n + 1);
  }, []);

  const update = useCallback((key: string, change: (card: CardState) => CardState) => {
    setCards((current) => current.map((card) => (card.draft.key === key ? change(card) : card)));
  }, []);

  const onFieldChange = useCallback(
    (key: string, field: ProductTextField, value: string) =>
      update(key, (card) => ({
        ...card,
        draft: { ...card.draft, values: { ...card.draft.values, [field]: value } },
        errors: { ...card.errors, [field]: undefined },
        saveState: card.saveState === 'saved' ? 'idle' : card.saveState,
      })),
    [update],
  );

  const onSwitchChange = useCallback(
    (key: string, field: ProductSwitch, checked: boolean) =>
      update(key, (card) => ({ ...card, draft: { ...card.draft, [field]: checked }, saveState: card.saveState === 'saved' ? 'idle' : card.saveState })),
    [update],
  );

  const onSelectImage = useCallback(
    (key: string, file: File) => {
      const refused = checkImageFile(file);
      if (refused) {
        update(key, (card) => ({ ...card, uploadStatus: 'error', uploadError: refused }));
        return;
      }
      update(key, (card) => ({ ...card, uploadStatus: 'uploading', uploadError: undefined }));
      uploadImage(file).then(
        ({ url }) => {
          if (!alive.current) return;
          update(key, (card) => ({
            ...card,
            uploadStatus: 'idle',
            draft: { ...card.draft, values: { ...card.draft.values, image: url } },
            errors: { ...card.errors, image: undefined },
          }));
        },
        (error: unknown) => {
          if (!alive.current) return;
          update(key, (card) => ({ ...card, uploadStatus: 'error', uploadError: messageOf(error) }));
          push(gearToasts.uploadFailed(messageOf(error)));
        },
      );
    },
    [update, push],
  );

  const onSaveProduct = useCallback(
    async (key: string) => {
      const card = cardsRef.current.find((c) => c.draft.key === key);
      if (!card) return;
      const checked = validateProduct(card.draft);
      if (!checked.ok) {
        update(key, (c) => ({ ...c, errors: checked.errors }));
        push(gearToasts.checkFields);
        return;
      }
      update(key, (c) => ({ ...c, saveState: 'saving', saveMessage: undefined }));
      try {
        const { id } = card.draft;
        const saved = id === undefined ? await createAdminProduct(checked.request) : await saveAdminProduct(id, { ...checked.request, version: card.draft.version });
        if (!alive.current) return;
        // A new card keeps its key (focus and position stay), now with the saved id and version.
        update(key, (c) => ({ ...c, draft: { ...productDraftOf(saved), key }, savedName: saved.name, errors: {}, saveState: 'saved' }));
        push(id === undefined ? gearToasts.productAdded(saved.name) : gearToasts.productUpdated(saved.name));
      } catch (error) {
        if (!alive.current) return;
        update(key, (c) => ({ ...c, saveState: stateOfFailure(error), saveMessage: messageOf(error) }));
        push(gearToasts.saveFailed(messageOf(error)));
      }
    },
    [update, push],
  );

  const onAddProduct = useCallback(() => {
    added.current += 1;
    setCards((current) => [...current, cardOf(newProductDraft(added.current), '')]);
  }, []);

  const onConfirmDelete = useCallback(async () => {
    const card = cardsRef.current.find((c) => c.draft.key === confirmDeleteKey);
    if (!card) return;
    const remove = () => setCards((current) => current.filter((c) => c.draft.key !== card.draft.key));
    if (card.draft.id === undefined) {
      remove();
      setConfirmDeleteKey(undefined);
      return;
    }
    setDeleting(true);
    try {
      await deleteAdminProduct(card.draft.id, card.draft.version);
      if (!alive.current) return;
      remove();
      push(gearToasts.productDeleted(card.savedName));
    } catch (error) {
      if (!alive.current) return;
      update(card.draft.key, (c) => ({ ...c, saveState: stateOfFailure(error), saveMessage: messageOf(error) }));
      push(gearToasts.deleteFailed(messageOf(error)));
    } finally {
      if (alive.current) {
        setDeleting(false);
        setConfirmDeleteKey(undefined);
      }
    }
  }, [confirmDeleteKey, update, push]);

  const onWhatsappChange = useCallback((field: WhatsappField, value: string) => {
    setWhatsapp((current) => ({ ...current, values: { ...current.values, [field]: value } }));
    setWhatsappErrors((current) => ({ ...current, [field]: undefined }));
    setWhatsappState((current) => (current === 'saved' ? 'idle' : current));
  }, []);

  const onSaveWhatsapp = useCallback(async () => {
    const checked = validateWhatsapp(whatsapp);
    if (!checked.ok) {
      setWhatsappErrors(checked.errors);
      push(gearToasts.checkFields);
      return;
    }
    setWhatsappState('saving');
    try {
      const saved = await saveAdminWhatsapp({ ...checked.request, version: whatsapp.version });
      if (!alive.current) return;
      setWhatsapp(whatsappDraftOf(saved));
      setWhatsappState('saved');
      push(gearToasts.whatsappUpdated);
    } catch (error) {
      if (!alive.current) return;
      setWhatsappState(stateOfFailure(error));
      setWhatsappMessage(messageOf(error));
      push(gearToasts.saveFailed(messageOf(error)));
    }
  }, [whatsapp, push]);

  const products: GearProductView[] = cards.map((card) => ({
    key: card.draft.key,
    title: card.savedName || 'New product',
    isNew: card.draft.id === undefined,
    values: card.draft.values,
    inStock: card.draft.inStock,
    whatsappOrdering: card.draft.whatsappOrdering,
    errors: card.errors,
    saveState: card.saveState,
    saveMessage: card.saveMessage,
    uploadStatus: card.uploadStatus,
    uploadError: card.uploadError,
  }));

  return {
    status,
    loadError,
    onRetry: reload,
    products,
    categoryOptions,
    copy: gearCopy,
    onFieldChange,
    onSwitchChange,
    onSelectImage,
    onSaveProduct: (key: string) => void onSaveProduct(key),
    onReload: reload,
    onAddProduct,
    confirmDeleteKey,
    deleting,
    onRequestDelete: setConfirmDeleteKey,
    onCancelDelete: () => setConfirmDeleteKey(undefined),
    onConfirmDelete: () => void onConfirmDelete(),
    whatsapp: {
      values: whatsapp.values,
      errors: whatsappErrors,
      saveState: whatsappState,
      saveMessage: whatsappMessage,
      onChange: onWhatsappChange,
      onSave: () => void onSaveWhatsapp(),
      onReload: reload,
    },
  };
}

function GearManager() {
  return <AdminGearScreen {...useGear()} />;
}

/** /admin/merchandise: POD Gear (products and WhatsApp settings), guarded, in the admin shell. */
export function AdminGearPage() {
  return <AdminManagerFrame meta={gearMeta}>{() => <GearManager />}</AdminManagerFrame>;
}
