import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import type { CustomerInfo } from '../../../machines/checkout/checkout.rules';
import { TextField } from '../../primitives/TextField';
import { column } from '../../tokens/recipes';

/** The fields, in the order they are shown. */
export const customerFormFields = ['name', 'email', 'phone'] as const;
export type CustomerFormField = (typeof customerFormFields)[number];

/** Visible labels (also the inputs' accessible names). */
export const customerFieldLabels: Record<CustomerFormField, string> = {
  name: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
};

/** The phone field's hint: an Indian (+91) mobile number, typed as its 10 digits. */
export const PHONE_HINT = 'Indian mobile (+91): enter the 10 digits, e.g. 98765 43210.';
export const PHONE_PLACEHOLDER = '98765 43210';

export interface CustomerFormProps {
  /** The current values (controlled). */
  values: CustomerInfo;
  /** Error text per field, shown under it (sets aria-invalid). */
  errors?: Partial<Record<CustomerFormField, string>>;
  /** A field changed: its name and the new text. */
  onFieldChange: (name: CustomerFormField, value: string) => void;
  /** Email is required (shop checkout). Court booking passes false: the field is optional. */
  emailRequired?: boolean;
  /** Fields are read-only (e.g. while a payment is processing); their text and focus stay. */
  readOnly?: boolean;
  /** The group's legend. */
  legend?: string;
  /** Prefix of the input ids (two forms on one page need different ones). Generated when omitted. */
  idPrefix?: string;
}

const styles = {
  fieldset: (t: Theme) => css`
    ${column(t, 4)}
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  `,
  legend: (t: Theme) => css`
    margin-bottom: ${t.space[4]};
    padding: 0;
    font-family: ${t.font.family.display};
    font-size: ${t.font.size.xl};
    font-weight: ${t.font.weight.bold};
    line-height: ${t.font.lineHeight.snug};
    color: ${t.color.text.primary};
  `,
};

/**
 * Customer details: full name, email and phone (hint: an Indian +91 number, its 10 digits), labelled, each with its own error.
 * Generic: the shop checkout uses it with a required email, court booking with an optional one.
 */
export function CustomerForm({
  values,
  errors = {},
  onFieldChange,
  emailRequired = true,
  readOnly = false,
  legend = 'Customer Information',
  idPrefix,
}: CustomerFormProps) {
  const generated = useId();
  const prefix = idPrefix ?? generated;
  return (
    <fieldset css={styles.fieldset} data-part="customer-form" data-state={readOnly ? 'readonly' : 'editing'}>
      <legend css={styles.legend}>{legend}</legend>
      <TextField
        id={`${prefix}-name`}
        name="name"
        label={customerFieldLabels.name}
        autoComplete="name"
        required
        readOnly={readOnly}
        value={values.name}
        error={errors.name}
        onValueChange={(value) => onFieldChange('name', value)}
      />
      <TextField
        id={`${prefix}-email`}
        name="email"
        type="email"
        label={emailRequired ? customerFieldLabels.email : `${customerFieldLabels.email} (optional)`}
        autoComplete="email"
        inputMode="email"
        required={emailRequired}
        readOnly={readOnly}
        value={values.email}
        error={errors.email}
        onValueChange={(value) => onFieldChange('email', value)}
      />
      <TextField
        id={`${prefix}-phone`}
        name="phone"
        type="tel"
        label={customerFieldLabels.phone}
        hint={PHONE_HINT}
        placeholder={PHONE_PLACEHOLDER}
        autoComplete="tel"
        inputMode="tel"
        required
        readOnly={readOnly}
        value={values.phone}
        error={errors.phone}
        onValueChange={(value) => onFieldChange('phone', value)}
      />
    </fieldset>
  );
}
