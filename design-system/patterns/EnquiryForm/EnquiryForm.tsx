import { css, useTheme, type Theme } from '@emotion/react';
import { CircleAlert, CircleCheck, ExternalLink, Send } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { EnquiryField } from '../../../machines/contact/enquiry.rules';
import type { EnquiryStatus } from '../../../machines/contact/enquiryForm.select';
import type { EnquiryFieldView, EnquiryNoticeView } from '../../../machines/contact/enquiryForm.view';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { Select } from '../../primitives/Select';
import { Text } from '../../primitives/Text';
import { Textarea } from '../../primitives/Textarea';
import { TextField } from '../../primitives/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { cluster, column } from '../../tokens/recipes';
import { childIcon, iconBox, inlineRow } from '../../primitives/shared.styles';

export interface EnquiryFormProps {
  /** The form's heading, e.g. "Schedule a Free Visit"; also the form's accessible name. */
  heading: string;
  /** Heading level in the page outline (default 2). */
  headingLevel?: 2 | 3;
  /** A line under the heading. */
  intro?: string;
  /** The fields in order, each with its value and error (from the form's view model). */
  fields: readonly EnquiryFieldView[];
  /** editing | sending (button busy) | sent | blocked (the new tab was refused). */
  status: EnquiryStatus;
  /** The submit button's label. */
  submitLabel: string;
  /** What the submit button says while sending. */
  busyLabel: string;
  /** Read politely by screen readers after a failed submit, e.g. "2 fields need attention: ...". */
  announcement?: string;
  /** Shown under the button after a send: where the message went, with the chat link. */
  notice?: EnquiryNoticeView | null;
  /** The note about the required marker. */
  requiredNote?: string;
  /** A field changed: its name and new text. */
  onFieldChange: (name: EnquiryField, value: string) => void;
  /** The form was submitted (button, or Enter in a single-line field). */
  onSubmit: () => void;
  /** The notice's chat link was followed (it opens in a new tab by itself). */
  onNoticeLinkClick?: () => void;
  /** Prefix of the control ids: each control's id is `<idPrefix>-<field name>`. */
  idPrefix: string;
  /**
   * Moves focus to a field (the first with an error after a failed submit). A new `seq` focuses again, so two
   * failed submits in a row both move focus.
   */
  focusRequest?: { field: EnquiryField; seq: number } | null;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  root: (t: Theme) => css`
    ${column(t, 5)}
    min-width: 0;
  `,
  header: (t: Theme) => css`
    ${column(t, 2)}
  `,
  form: (t: Theme) => css`
    ${column(t, 4)}
    min-width: 0;
  `,
  actions: (t: Theme) => css`
    ${cluster(t, 3)}
    padding-top: ${t.space[1]};
  `,
  notice: (t: Theme) => css`
    display: flex;
    gap: ${t.space[3]};
    padding: ${t.space[4]};
    border: ${t.borderWidths.thin} solid;
    border-radius: ${t.radii.md};
    &[data-tone='success'] {
      border-color: ${t.color.status.success.border};
      background: ${t.color.status.success.bg};
      & > svg {
        color: ${t.color.status.success.fg};
      }
    }
    &[data-tone='warning'] {
      border-color: ${t.color.status.warning.border};
      background: ${t.color.status.warning.bg};
      & > svg {
        color: ${t.color.status.warning.fg};
      }
    }
    & > svg {
      ${iconBox(t, 'md')}
      margin-top: ${t.space[0.5]};
    }
  `,
  noticeBody: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${t.space[1.5]};
    min-width: 0;
  `,
  noticeLink: (t: Theme) => css`
    ${inlineRow(t, 1.5)}
    font-weight: ${t.font.weight.semibold};
    ${childIcon(t, 'sm')}
  `,
};

function FieldControl({
  field,
  id,
  onChange,
}: {
  field: EnquiryFieldView;
  id: string;
  onChange: (value: string) => void;
}) {
  const common = {
    id,
    name: field.name,
    label: field.label,
    required: field.required,
    error: field.error,
    hint: field.hint,
    placeholder: field.placeholder,
  };
  switch (field.kind) {
    case 'select':
      return <Select {...common} options={field.options ?? []} value={field.value} onValueChange={onChange} />;
    case 'textarea':
      return <Textarea {...common} rows={field.rows} value={field.value} onValueChange={onChange} />;
    default:
      return (
        <TextField
          {...common}
          type={field.kind}
          inputMode={field.kind === 'tel' ? 'tel' : field.kind === 'email' ? 'email' : undefined}
          autoComplete={field.autoComplete}
          value={field.value}
          onValueChange={onChange}
        />
      );
  }
}

/**
 * An enquiry form drawn from its field views (Schedule a Free Visit, the contact-us message form): labelled
 * fields with the required marker, each error at its field (linked by aria-describedby), a polite status line
 * for screen readers, the submit button (busy while the chat opens), and after a send a notice with the chat
 * link (a warning with the link when the browser blocked the new tab, so the message is never lost). The form
 * does no validation itself: the app's machine does, and `focusRequest` says which field gets focus.
 */
export function EnquiryForm({
  heading,
  headingLevel = 2,
  intro,
  fields,
  status,
  submitLabel,
  busyLabel,
  announcement = '',
  notice,
  requiredNote = 'Fields marked * are required.',
  onFieldChange,
  onSubmit,
  onNoticeLinkClick,
  idPrefix,
  focusRequest,
  className,
}: EnquiryFormProps) {
  const theme = useTheme();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // After the errors are drawn (so the field's description already includes its error), focus the field.
  const focusField = focusRequest?.field;
  const focusSeq = focusRequest?.seq;
  useEffect(() => {
    if (focusField === undefined) return;
    formRef.current?.ownerDocument.getElementById(`${idPrefix}-${focusField}`)?.focus();
  }, [focusField, focusSeq, idPrefix]);

  const sending = status === 'sending';
  return (
    <section
      css={styles.root(theme)}
      aria-labelledby={headingId}
      data-part="enquiry-form"
      data-state={status}
      className={className}
    >
      <div css={styles.header(theme)}>
        <Heading level={headingLevel} size="md" id={headingId}>
          {heading}
        </Heading>
        {intro && <Text tone="secondary">{intro}</Text>}
        <Text size="sm" tone="secondary">
          {requiredNote}
        </Text>
      </div>
      <form
        ref={formRef}
        css={styles.form(theme)}
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {fields.map((field) => (
          <FieldControl
            key={field.name}
            field={field}
            id={`${idPrefix}-${field.name}`}
            onChange={(value) => onFieldChange(field.name, value)}
          />
        ))}
        <div css={styles.actions(theme)}>
          <Button type="submit" busy={sending} busyLabel={busyLabel} icon={<Send aria-hidden="true" />}>
            {submitLabel}
          </Button>
        </div>
        <VisuallyHidden role="status" data-part="announcement">
          {announcement}
        </VisuallyHidden>
      </form>
      {notice && (
        <div
          css={styles.notice(theme)}
          data-part="notice"
          data-tone={notice.tone}
          role={notice.tone === 'warning' ? 'alert' : 'status'}
        >
          {notice.tone === 'warning' ? <CircleAlert aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
          <div css={styles.noticeBody(theme)}>
            <Text weight="semibold">{notice.title}</Text>
            <Text size="sm">{notice.text}</Text>
            <Link href={notice.href} external css={styles.noticeLink(theme)} onClick={onNoticeLinkClick}>
              {notice.linkLabel}
              <ExternalLink aria-hidden="true" />
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
