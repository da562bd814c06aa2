import { useCallback, useRef, useState } from 'react';
import { AdminGearScreen, type GearProductView } from '../../../design-system/screens/AdminGearScreen';
import type { ImageUploadStatus } from '../../../design-system/patterns/ImageUpload';
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
import type { ProductInput, WhatsappSettingsInput } from '../../../machines/api/gear.schema';
import { messageOf, type TargetCheck } from '../../../machines/admin/managerResource.machine';
import { checkImageFile } from '../../../machines/api/upload.schema';
import { productCategories } from '../../../machines/shop/catalogue';
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
import { useManagerResource } from './useManagerResource';

const categoryOptions = productCategories.map((value) => ({ value, label: categoryLabels[value] }));

/** A card's draft and what the page shows around it (its errors and save state are the machine's). */
interface CardState {
  draft: ProductDraft;
  /** The saved name (the card's heading); empty for a new card. */
  savedName: string;
  uploadStatus: ImageUploadStatus;
  uploadError?: string;
}

/** The products' cards and the WhatsApp settings being edited. */
interface GearDraft {
  cards: CardState[];
  whatsapp: WhatsappDraft;
}

const cardOf = (draft: ProductDraft, savedName: string): CardState => ({ draft, savedName, uploadStatus: 'idle' });

/** The save targets: a product card (by its key), the WhatsApp settings. */
const whatsappTarget = 'whatsapp';
const productTarget = (key: string) => `product:${key}`;
const keyOf = (target: string) => target.slice('product:'.length);

const validateGear = (draft: GearDraft, target: string): TargetCheck => {
  if (target === whatsappTarget) return validateWhatsapp(draft.whatsapp);
  const card = draft.cards.find((c) => c.draft.key === keyOf(target));
  return card ? validateProduct(card.draft) : { ok: false, errors: {} };
};

async function saveGear({ target, draft, request }: { target: string; draft: GearDraft; request: unknown }) {
  if (target === whatsappTarget) {
    const saved = await saveAdminWhatsapp({ ...(request as WhatsappSettingsInput), version: draft.whatsapp.version });
    return {
      apply: (current: GearDraft) => ({ ...current, whatsapp: whatsappDraftOf(saved) }),
      notice: gearToasts.whatsappUpdated,
    };
  }
  const key = keyOf(target);
  const card = draft.cards.find((c) => c.draft.key === key)!;
  const { id, version } = card.draft;
  const saved =
    id === undefined
      ? await createAdminProduct(request as ProductInput)
      : await saveAdminProduct(id, { ...(request as ProductInput), version });
  // A new card keeps its key (focus and position stay), now with the saved id and version.
  const apply = (current: GearDraft) => ({
    ...current,
    cards: current.cards.map((c) =>
      c.draft.key === key ? { ...c, draft: { ...productDraftOf(saved), key }, savedName: saved.name } : c,
    ),
  });
  return {
    apply,
    notice: id === undefined ? gearToasts.productAdded(saved.name) : gearToasts.productUpdated(saved.name),
  };
}

/** The POD Gear manager: loads products and settings, validates with the shared schemas, saves with versions. */
function useGear() {
  const { push } = useToast();
  const manager = useManagerResource<GearDraft>({
    initial: { cards: [], whatsapp: { version: 0, values: { number: '', template: '' } } },
    load: async () => {
      const [{ products }, settings] = await Promise.all([getAdminProducts(), getAdminWhatsapp()]);
      return { cards: products.map((p) => cardOf(productDraftOf(p), p.name)), whatsapp: whatsappDraftOf(settings) };
    },
    validate: validateGear,
    save: saveGear,
    toasts: gearToasts,
  });
  const { edit, failed, isActive, currentDraft } = manager;
  const [confirmDeleteKey, setConfirmDeleteKey] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const added = useRef(0);

  const update = useCallback(
    (key: string, change: (card: CardState) => CardState, fields?: readonly string[], keepsSaved?: boolean) =>
      edit(
        (draft) => ({ ...draft, cards: draft.cards.map((card) => (card.draft.key === key ? change(card) : card)) }),
        productTarget(key),
        fields,
        keepsSaved,
      ),
    [edit],
  );

  const onFieldChange = useCallback(
    (key: string, field: ProductTextField, value: string) =>
      update(key, (card) => ({ ...card, draft: { ...card.draft, values: { ...card.draft.values, [field]: value } } }), [
        field,
      ]),
    [update],
  );

  const onSwitchChange = useCallback(
    (key: string, field: ProductSwitch, checked: boolean) =>
      update(key, (card) => ({ ...card, draft: { ...card.draft, [field]: checked } })),
    [update],
  );

  const onSelectImage = useCallback(
    (key: string, file: File) => {
      const refused = checkImageFile(file);
      if (refused) {
        update(key, (card) => ({ ...card, uploadStatus: 'error', uploadError: refused }), [], true);
        return;
      }
      update(key, (card) => ({ ...card, uploadStatus: 'uploading', uploadError: undefined }), [], true);
      uploadImage(file).then(
        ({ url }) => {
          if (!isActive()) return;
          update(
            key,
            (card) => ({
              ...card,
              uploadStatus: 'idle',
              draft: { ...card.draft, values: { ...card.draft.values, image: url } },
            }),
            ['image'],
            true,
          );
        },
        (error: unknown) => {
          if (!isActive()) return;
          update(key, (card) => ({ ...card, uploadStatus: 'error', uploadError: messageOf(error) }), [], true);
          push(gearToasts.uploadFailed(messageOf(error)));
        },
      );
    },
    [update, isActive, push],
  );

  const onAddProduct = useCallback(() => {
    added.current += 1;
    const card = cardOf(newProductDraft(added.current), '');
    edit((draft) => ({ ...draft, cards: [...draft.cards, card] }));
  }, [edit]);

  const onConfirmDelete = useCallback(async () => {
    const card = currentDraft().cards.find((c) => c.draft.key === confirmDeleteKey);
    if (!card) return;
    const remove = () =>
      edit((draft) => ({ ...draft, cards: draft.cards.filter((c) => c.draft.key !== card.draft.key) }));
    if (card.draft.id === undefined) {
      remove();
      setConfirmDeleteKey(undefined);
      return;
    }
    setDeleting(true);
    try {
      await deleteAdminProduct(card.draft.id, card.draft.version);
      if (!isActive()) return;
      remove();
      push(gearToasts.productDeleted(card.savedName));
    } catch (error) {
      if (!isActive()) return;
      failed(productTarget(card.draft.key), error);
      push(gearToasts.deleteFailed(messageOf(error)));
    } finally {
      if (isActive()) {
        setDeleting(false);
        setConfirmDeleteKey(undefined);
      }
    }
  }, [confirmDeleteKey, currentDraft, edit, failed, isActive, push]);

  const onWhatsappChange = useCallback(
    (field: WhatsappField, value: string) =>
      edit(
        (draft) => ({
          ...draft,
          whatsapp: { ...draft.whatsapp, values: { ...draft.whatsapp.values, [field]: value } },
        }),
        whatsappTarget,
        [field],
      ),
    [edit],
  );

  const products: GearProductView[] = manager.draft.cards.map((card) => {
    const target = productTarget(card.draft.key);
    return {
      key: card.draft.key,
      title: card.savedName || 'New product',
      isNew: card.draft.id === undefined,
      values: card.draft.values,
      inStock: card.draft.inStock,
      whatsappOrdering: card.draft.whatsappOrdering,
      errors: manager.errorsOf(target) as ProductErrors,
      saveState: manager.saveStateOf(target),
      saveMessage: manager.saveMessageOf(target),
      uploadStatus: card.uploadStatus,
      uploadError: card.uploadError,
    };
  });

  return {
    status: manager.status,
    loadError: manager.loadError,
    onRetry: manager.reload,
    products,
    categoryOptions,
    copy: gearCopy,
    onFieldChange,
    onSwitchChange,
    onSelectImage,
    onSaveProduct: (key: string) => manager.save(productTarget(key)),
    onReload: manager.reload,
    onAddProduct,
    confirmDeleteKey,
    deleting,
    onRequestDelete: setConfirmDeleteKey,
    onCancelDelete: () => setConfirmDeleteKey(undefined),
    onConfirmDelete: () => void onConfirmDelete(),
    whatsapp: {
      values: manager.draft.whatsapp.values,
      errors: manager.errorsOf(whatsappTarget) as WhatsappErrors,
      saveState: manager.saveStateOf(whatsappTarget),
      saveMessage: manager.saveMessageOf(whatsappTarget),
      onChange: onWhatsappChange,
      onSave: () => manager.save(whatsappTarget),
      onReload: manager.reload,
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
