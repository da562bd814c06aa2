import { css, useTheme, type Theme } from '@emotion/react';
import { MessageCircle, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type {
  ProductErrors,
  ProductSwitch,
  ProductTextField,
  WhatsappErrors,
  WhatsappField,
} from '../../../machines/admin/gear.form';
import { adminScreenStyles as screen } from '../../patterns/adminScreen.styles';
import { AdminLoaded } from '../../patterns/AdminLoaded';
import { AdminSaveForm } from '../../patterns/AdminSaveForm';
import { ImageUpload, type ImageUploadStatus } from '../../patterns/ImageUpload';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Dialog, DialogClose } from '../../primitives/Dialog';
import { Heading } from '../../primitives/Heading';
import { Select } from '../../primitives/Select';
import { Switch } from '../../primitives/Switch';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';
import { Textarea } from '../../primitives/Textarea';
import { column, panel, spread } from '../../tokens/recipes';
import type { ManagerLoadState, ManagerSaveState } from '../AdminSportsScreen';

/** A product card as the manager shows it. */
export interface GearProductView {
  /** Stable key of the card. */
  key: string;
  /** The heading: the saved name, or "New product" until an added product is saved. */
  title: string;
  /** Not saved yet (Add New Product). */
  isNew: boolean;
  values: Record<ProductTextField, string>;
  inStock: boolean;
  whatsappOrdering: boolean;
  /** Field errors (the rules the server enforces). */
  errors: ProductErrors;
  saveState: ManagerSaveState;
  /** Why the save failed, or the conflict's message. */
  saveMessage?: string;
  /** The image field's upload state and why a file was refused. */
  uploadStatus: ImageUploadStatus;
  uploadError?: string;
}

export interface AdminGearWhatsappProps {
  values: Record<WhatsappField, string>;
  errors: WhatsappErrors;
  saveState: ManagerSaveState;
  saveMessage?: string;
  onChange: (field: WhatsappField, value: string) => void;
  /** Save WhatsApp Settings. */
  onSave: () => void;
  onReload: () => void;
}

/** The manager's copy (from app/content). */
export interface AdminGearCopy {
  /** Under the heading: what the cards drive on the public site. */
  note: string;
  sizesHint: string;
  imageHint: string;
  whatsappNote: string;
  templateHint: string;
  /** Shown beside Save Product after a save. */
  savedText: string;
  /** Shown when there is no product. */
  emptyText: string;
  /** The delete confirmation's line, for a saved and for a new (unsaved) product. */
  deleteText: string;
  discardText: string;
}

export interface AdminGearScreenProps {
  status: ManagerLoadState;
  loadError?: string;
  onRetry: () => void;
  products: readonly GearProductView[];
  categoryOptions: readonly { value: string; label: string }[];
  copy: AdminGearCopy;
  onFieldChange: (key: string, field: ProductTextField, value: string) => void;
  onSwitchChange: (key: string, field: ProductSwitch, checked: boolean) => void;
  /** A file chosen for a card's image (the container checks and uploads it). */
  onSelectImage: (key: string, file: File) => void;
  /** Save Product. */
  onSaveProduct: (key: string) => void;
  /** After a conflict: load the current list. */
  onReload: () => void;
  /** Add New Product: a new empty card. */
  onAddProduct: () => void;
  /** The card whose delete is being confirmed (the dialog is open), if any. */
  confirmDeleteKey?: string;
  /** A delete is being sent. */
  deleting?: boolean;
  onRequestDelete: (key: string) => void;
  onCancelDelete: () => void;
  onConfirmDelete: () => void;
  whatsapp: AdminGearWhatsappProps;
}

const styles = {
  header: (t: Theme) => css`
    ${spread(t, 3)}
  `,
  grid: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(${t.space[24]} * 4)), 1fr));
    gap: ${t.space[4]};
  `,
  card: (t: Theme) => css`
    ${column(t, 3)}
    ${panel(t)}
    & > fieldset {
      ${column(t, 3)}
      margin: 0;
      padding: 0;
      border: 0;
      min-width: 0;
    }
  `,
  pair: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${t.space[3]};
  `,
  whatsapp: (t: Theme) => css`
    ${column(t, 3)}
    max-width: calc(${t.space[24]} * 8);
    ${panel(t)}
  `,
};

type GearCardProps = Pick<
  AdminGearScreenProps,
  | 'categoryOptions'
  | 'copy'
  | 'onFieldChange'
  | 'onSwitchChange'
  | 'onSelectImage'
  | 'onSaveProduct'
  | 'onReload'
  | 'onRequestDelete'
> & { product: GearProductView };

function ProductEditor({
  product,
  categoryOptions,
  copy,
  onFieldChange,
  onSwitchChange,
  onSelectImage,
  onSaveProduct,
  onReload,
  onRequestDelete,
}: GearCardProps) {
  const theme = useTheme();
  const headingId = useId();
  const saving = product.saveState === 'saving';
  const change = (field: ProductTextField) => (value: string) => onFieldChange(product.key, field, value);
  return (
    <AdminSaveForm
      css={styles.card(theme)}
      aria-labelledby={headingId}
      data-product={product.key}
      saveState={product.saveState}
      saveMessage={product.saveMessage}
      onSave={() => onSaveProduct(product.key)}
      onReload={onReload}
      saveLabel="Save Product"
      savedText={copy.savedText}
      actions={
        <Button
          variant="ghost"
          icon={<Trash2 aria-hidden="true" />}
          aria-label={`Delete ${product.title}`}
          onClick={() => onRequestDelete(product.key)}
        >
          Delete
        </Button>
      }
    >
      <Heading level={3} size="sm" id={headingId}>
        {product.title}
      </Heading>
      <fieldset disabled={saving}>
        <ImageUpload
          label="Product image"
          value={product.values.image}
          alt={product.title}
          hint={copy.imageHint}
          status={product.uploadStatus === 'idle' && product.errors.image ? 'error' : product.uploadStatus}
          error={product.uploadError ?? product.errors.image}
          ratio={1}
          onSelectFile={(file) => onSelectImage(product.key, file)}
        />
        <TextField
          label="Name"
          value={product.values.name}
          error={product.errors.name}
          required
          onValueChange={change('name')}
        />
        <div css={styles.pair(theme)}>
          <TextField
            label="Price (₹)"
            inputMode="numeric"
            value={product.values.price}
            error={product.errors.price}
            required
            onValueChange={change('price')}
          />
          <Select
            label="Category"
            options={categoryOptions}
            value={product.values.category}
            error={product.errors.category}
            onValueChange={change('category')}
          />
        </div>
        <TextField
          label="Sizes"
          hint={copy.sizesHint}
          value={product.values.sizes}
          error={product.errors.sizes}
          required
          onValueChange={change('sizes')}
        />
        <Textarea
          label="Description"
          rows={3}
          value={product.values.description}
          error={product.errors.description}
          onValueChange={change('description')}
        />
        <Switch
          label="In Stock"
          checked={product.inStock}
          onCheckedChange={(checked) => onSwitchChange(product.key, 'inStock', checked)}
        />
        <Switch
          label="WhatsApp Ordering"
          checked={product.whatsappOrdering}
          onCheckedChange={(checked) => onSwitchChange(product.key, 'whatsappOrdering', checked)}
        />
      </fieldset>
    </AdminSaveForm>
  );
}

function WhatsappSettingsForm({ whatsapp, copy }: { whatsapp: AdminGearWhatsappProps; copy: AdminGearCopy }) {
  const theme = useTheme();
  const headingId = useId();
  const saving = whatsapp.saveState === 'saving';
  return (
    <AdminSaveForm
      css={styles.whatsapp(theme)}
      aria-labelledby={headingId}
      saveState={whatsapp.saveState}
      saveMessage={whatsapp.saveMessage}
      onSave={whatsapp.onSave}
      onReload={whatsapp.onReload}
      saveLabel="Save WhatsApp Settings"
      saveIcon={<MessageCircle aria-hidden="true" />}
      savedText={copy.savedText}
    >
      <Heading level={2} size="sm" id={headingId}>
        WhatsApp Integration
      </Heading>
      <Text tone="secondary">{copy.whatsappNote}</Text>
      <TextField
        label="Business Number"
        type="tel"
        autoComplete="off"
        value={whatsapp.values.number}
        error={whatsapp.errors.number}
        required
        disabled={saving}
        onValueChange={(value) => whatsapp.onChange('number', value)}
      />
      <Textarea
        label="Default Order Message"
        hint={copy.templateHint}
        rows={4}
        value={whatsapp.values.template}
        error={whatsapp.errors.template}
        required
        disabled={saving}
        onValueChange={(value) => whatsapp.onChange('template', value)}
      />
    </AdminSaveForm>
  );
}

/**
 * Admin > POD Gear: a card per product (image upload, name, price, category, sizes, description, In Stock and
 * WhatsApp Ordering switches, Save Product, Delete with a confirmation), Add New Product, and the WhatsApp settings.
 * Props in, events out: the container loads, validates with the shared schemas and saves.
 */
export function AdminGearScreen(props: AdminGearScreenProps) {
  const theme = useTheme();
  const confirming = props.products.find((p) => p.key === props.confirmDeleteKey);
  const productsHeadingId = useId();
  return (
    <Container as="main" css={screen.root(theme)} data-screen="admin-gear">
      <div css={styles.header(theme)}>
        <Heading level={1} size="md">
          POD Gear
        </Heading>
        {props.status === 'ready' ? (
          <Button icon={<Plus aria-hidden="true" />} onClick={props.onAddProduct}>
            Add New Product
          </Button>
        ) : null}
      </div>
      <AdminLoaded
        status={props.status}
        loadError={props.loadError}
        onRetry={props.onRetry}
        loadingLabel="Loading products"
        rows={4}
      >
        <section css={screen.stack(theme)} aria-labelledby={productsHeadingId}>
          <Heading level={2} size="sm" id={productsHeadingId}>
            Products
          </Heading>
          <Text tone="secondary">{props.copy.note}</Text>
          {props.products.length === 0 ? <Text>{props.copy.emptyText}</Text> : null}
          <div css={styles.grid(theme)}>
            {props.products.map((product) => (
              <ProductEditor key={product.key} product={product} {...props} />
            ))}
          </div>
        </section>
        <WhatsappSettingsForm whatsapp={props.whatsapp} copy={props.copy} />
      </AdminLoaded>
      <Dialog
        title={confirming ? `Delete ${confirming.title}?` : 'Delete product?'}
        description={confirming?.isNew ? props.copy.discardText : props.copy.deleteText}
        open={Boolean(confirming)}
        onOpenChange={(open) => {
          if (!open) props.onCancelDelete();
        }}
        size="sm"
        footer={
          <>
            <DialogClose>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              icon={<Trash2 aria-hidden="true" />}
              busy={props.deleting}
              busyLabel="Deleting..."
              onClick={props.onConfirmDelete}
            >
              Delete Product
            </Button>
          </>
        }
      />
    </Container>
  );
}
