import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CustomerForm, type CustomerFormField } from '../../design-system/patterns/CustomerForm';
import { checkoutMessages } from '../../machines/forms/forms.messages';
import { customerFieldErrors } from '../../machines/checkout/checkout.view';
import { customerBlank, customerFilled } from '../fixtures/shop';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/CustomerForm',
  component: CustomerForm,
  parameters: {
    docs: componentDocs({
      usage:
        "The customer's details: full name, email and phone (its hint: an Indian +91 mobile number, typed as its 10 digits), each labelled and with its own error. The shop's checkout uses it with a required email (`emailRequired`), court booking with an optional one; `readOnly` keeps the text and focus while a payment is processing.",
      do: [
        'Show each field\'s error under it, in the spec\'s words ("Please enter a valid 10-digit phone number.").',
        'Give two forms on one page different `idPrefix`es.',
      ],
      dont: [
        'Clear the fields after a failed payment: the visitor corrects and pays again.',
        "Validate in the form: the app's machine does, and passes the errors in.",
      ],
    }),
  },
  args: { values: customerBlank, onFieldChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CustomerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: three labelled, required fields; the phone field's hint says it is an Indian (+91) number of 10 digits. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Customer Information' })).toBeVisible();
    const name = canvas.getByRole('textbox', { name: /Full Name/ });
    const email = canvas.getByRole('textbox', { name: /Email Address/ });
    const phone = canvas.getByRole('textbox', { name: /Phone Number/ });
    for (const field of [name, email, phone]) await expect(field).toBeRequired();
    await expect(email).toHaveAttribute('type', 'email');
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAccessibleDescription('Indian mobile (+91): enter the 10 digits, e.g. 98765 43210.');
    await expect(phone).toHaveAttribute('placeholder', '98765 43210');
    await expect(name).toHaveAttribute('autocomplete', 'name');
  },
};

/** Typing reports the field and its new text. */
export const Typing: Story = {
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    return (
      <CustomerForm
        {...args}
        values={values}
        onFieldChange={(name: CustomerFormField, value: string) => {
          setValues((v) => ({ ...v, [name]: value }));
          args.onFieldChange(name, value);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Full Name/ }), "D'Souza");
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('name', "D'Souza");
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone Number/ }), '98765 43210');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('phone', '98765 43210');
    await expect(canvas.getByRole('textbox', { name: /Phone Number/ })).toHaveValue('98765 43210');
  },
};

/** Filled in. */
export const Filled: Story = {
  args: { values: customerFilled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Priya Raman');
    await expect(canvas.getByRole('textbox', { name: /Email Address/ })).toHaveValue('priya@example.com');
    await expect(canvas.getByRole('textbox', { name: /Phone Number/ })).toHaveValue('98765 43210');
  },
};

/** An invalid email: the message shows under the email field, which is marked invalid; nothing typed is lost. */
export const InvalidEmail: Story = {
  args: {
    values: { ...customerFilled, email: 'priya@example' },
    errors: customerFieldErrors(checkoutMessages.invalidEmail),
  },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: /Email Address/ });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('priya@example');
    await expect(email).toHaveAccessibleDescription('Error: Please enter a valid email address.');
    await expect(canvas.getByRole('textbox', { name: /Phone Number/ })).not.toHaveAttribute('aria-invalid');
  },
};

/** An invalid phone number. */
export const InvalidPhone: Story = {
  args: {
    values: { ...customerFilled, phone: '+91 98765 43210' },
    errors: customerFieldErrors(checkoutMessages.invalidPhone),
  },
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: /Phone Number/ });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveValue('+91 98765 43210');
    await expect(canvas.getByText('Please enter a valid 10-digit phone number.')).toBeVisible();
  },
};

/** Every field with an error at once (the form can show them all). */
export const AllErrors: Story = {
  args: {
    errors: {
      name: checkoutMessages.nameRequired.description,
      email: checkoutMessages.emailRequired.description,
      phone: checkoutMessages.phoneRequired.description,
    },
  },
  play: async ({ canvas }) => {
    for (const name of [/Full Name/, /Email Address/, /Phone Number/]) {
      await expect(canvas.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(canvas.getByText('Please enter your full name.')).toBeVisible();
    await expect(canvas.getByText('Please enter your email address.')).toBeVisible();
    await expect(canvas.getByText('Please enter your phone number.')).toBeVisible();
  },
};

/** Court booking reuses the form with an optional email. */
export const EmailOptional: Story = {
  args: { emailRequired: false, legend: 'Your Details' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Your Details' })).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'Email Address (optional)' });
    await expect(email).not.toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /Phone Number/ })).toBeRequired();
  },
};

/** Read-only while a payment runs: values and focus stay, typing changes nothing. */
export const ReadOnly: Story = {
  args: { values: customerFilled, readOnly: true },
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: /Full Name/ });
    await expect(name).toHaveAttribute('readonly');
    await userEvent.type(name, 'x');
    await expect(name).toHaveValue('Priya Raman');
    await expect(args.onFieldChange).not.toHaveBeenCalled();
  },
};
