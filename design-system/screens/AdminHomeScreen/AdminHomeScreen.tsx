import { AdminRecordList, type AdminRecordListProps } from '../../patterns/AdminRecordList';
import { css, useTheme, type Theme } from '@emotion/react';
import { ImageOff } from 'lucide-react';
import type { HomeBannerErrors } from '../../../machines/admin/home.form';
import type { HomeBannerField, HomeBannerSide } from '../../../machines/api/home.schema';
import { adminFieldset, adminScreenStyles as screen } from '../../patterns/adminScreen.styles';
import { AdminLoaded } from '../../patterns/AdminLoaded';
import { AdminSaveForm, saveOf } from '../../patterns/AdminSaveForm';
import { column } from '../../tokens/recipes';
import { ImageUpload, type ImageUploadStatus } from '../../patterns/ImageUpload';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { Textarea } from '../../primitives/Textarea';
import { TextField } from '../../primitives/TextField';
import type { ManagerLoadState, ManagerSaveState } from '../AdminSportsScreen';

export interface AdminHomeBannerView {
  side: HomeBannerSide;
  /** The fieldset's legend, e.g. "Left banner: Sports arena". */
  heading: string;
  /** The image field's label, e.g. "Sports arena banner image" (names its Upload Image and Remove image buttons). */
  imageLabel: string;
  /** What is typed in each field. */
  values: Record<HomeBannerField, string>;
  /** The banner's uploaded image, or null: the home page shows the card's default illustration. */
  image: string | null;
  /** The image upload's state and, when a file was refused, why. */
  upload: { status: ImageUploadStatus; error?: string };
}

export interface AdminHomeScreenProps {
  status: ManagerLoadState;
  /** Why the banners could not be loaded. */
  loadError?: string;
  onRetry: () => void;
  banners: readonly AdminHomeBannerView[];
  /** Field errors by `${side}.${field}` (the same rules the server enforces). */
  errors: HomeBannerErrors;
  /** Field labels, e.g. { title: 'Title', ... }. */
  fieldLabels: Record<HomeBannerField, string>;
  /** Help under a field, e.g. what a button link may be. */
  fieldHints: Partial<Record<HomeBannerField, string>>;
  /** Help under each image field. */
  imageHint: string;
  /** Text of the empty image preview, e.g. "Default illustration". */
  imageEmptyLabel: string;
  /** The line under the heading: where these banners show. */
  note: string;
  saveState: ManagerSaveState;
  /** Why the save failed, or the conflict's message. */
  saveMessage?: string;
  /** The confirmation beside the button after a save. */
  savedText: string;
  onChange: (side: HomeBannerSide, field: HomeBannerField, value: string) => void;
  /** A file chosen for a banner's image (the container checks and uploads it). */
  onSelectImage: (side: HomeBannerSide, file: File) => void;
  /** Remove image: back to the card's default illustration. */
  onRemoveImage: (side: HomeBannerSide) => void;
  /** Save Homepage Changes. */
  onSave: () => void;
  /** After a conflict: load the other person's version. */
  onReload: () => void;
  /** The Logo and branding list (the logo and the installed app's colour), under the banners when given. */
  branding?: AdminRecordListProps;
}

const styles = {
  banners: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(calc(${t.space[24]} * 3), 1fr));
    gap: ${t.space[4]};
  `,
  banner: (t: Theme) => css`
    ${adminFieldset(t)}
  `,
  imageRow: (t: Theme) => css`
    ${column(t, 2)}
    align-items: flex-start;
  `,
};

function BannerFields({
  banner,
  props,
  saving,
}: {
  banner: AdminHomeBannerView;
  props: AdminHomeScreenProps;
  saving: boolean;
}) {
  const theme = useTheme();
  const error = (field: HomeBannerField | 'image') => props.errors[`${banner.side}.${field}`];
  const field = (name: Exclude<HomeBannerField, 'subtitle'>) => (
    <TextField
      label={props.fieldLabels[name]}
      required
      value={banner.values[name]}
      hint={props.fieldHints[name]}
      error={error(name)}
      onValueChange={(value) => props.onChange(banner.side, name, value)}
    />
  );
  const uploadError = banner.upload.status === 'error' ? banner.upload.error : error('image');
  return (
    <fieldset css={styles.banner(theme)} data-side={banner.side} disabled={saving}>
      <legend>{banner.heading}</legend>
      {field('title')}
      <Textarea
        label={props.fieldLabels.subtitle}
        rows={3}
        value={banner.values.subtitle}
        hint={props.fieldHints.subtitle}
        error={error('subtitle')}
        onValueChange={(value) => props.onChange(banner.side, 'subtitle', value)}
      />
      {field('buttonText')}
      {field('buttonLink')}
      <div css={styles.imageRow(theme)}>
        <ImageUpload
          label={banner.imageLabel}
          value={banner.image ?? undefined}
          hint={props.imageHint}
          emptyLabel={props.imageEmptyLabel}
          ratio={16 / 9}
          status={uploadError ? 'error' : banner.upload.status}
          error={uploadError}
          disabled={saving}
          onSelectFile={(file) => props.onSelectImage(banner.side, file)}
        />
        {banner.image ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<ImageOff aria-hidden="true" />}
            aria-label={`Remove image: ${banner.imageLabel}`}
            disabled={saving || banner.upload.status === 'uploading'}
            onClick={() => props.onRemoveImage(banner.side)}
          >
            Remove image
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

/**
 * Admin > Home Page Manager: the home page's left (sports arena) and right (café) banners: title, subtitle, button
 * text and link, and an image that replaces the card's default illustration. Props in, events out: the container
 * loads, validates with the shared schema, uploads and saves. Below them, when given, the Logo and branding list.
 */
export function AdminHomeScreen(props: AdminHomeScreenProps) {
  const theme = useTheme();
  const saving = props.saveState === 'saving';
  return (
    <Container as="main" css={screen.root(theme)} data-screen="admin-home">
      <Heading level={1} size="md">
        Home Page Manager
      </Heading>
      <Text tone="secondary">{props.note}</Text>
      <AdminLoaded {...props} loadingLabel="Loading banners" rows={4}>
        <AdminSaveForm
          {...saveOf(props)}
          css={screen.stack(theme)}
          aria-label="Home page banners"
          saveLabel="Save Homepage Changes"
          savedText={props.savedText}
        >
          <div css={styles.banners(theme)}>
            {props.banners.map((banner) => (
              <BannerFields key={banner.side} banner={banner} props={props} saving={saving} />
            ))}
          </div>
        </AdminSaveForm>
      </AdminLoaded>
      {props.branding ? <AdminRecordList {...props.branding} /> : null}
    </Container>
  );
}
