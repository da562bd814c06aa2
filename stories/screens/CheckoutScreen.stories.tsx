import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Toaster } from '../../design-system/primitives/Toast';
import {
  CheckoutScreen,
  type CheckoutNotice,
  type CheckoutScreenProps,
} from '../../design-system/screens/CheckoutScreen';
import { checkoutMessages, type ValidationMessage } from '../../machines/forms/forms.messages';
import { customerFieldErrors } from '../../machines/checkout/checkout.view';
import { paymentMessages, paymentToasts } from '../../machines/checkout/payment.copy';
import { confirmingToast } from '../../machines/checkout/paymentConfirm';
import { DEMO_PAYMENT_LABEL } from '../../machines/checkout/paymentsMode';
import { payButtonLabel } from '../../machines/cart/cart.view';
import { cartItems, customerBlank, customerFilled, summaryOf } from '../fixtures/shop';
import { findToast } from '../fixtures/toast';

const summary = summaryOf(cartItems);

const meta = {
  title: 'Screens/Checkout',
  component: CheckoutScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    summary,
    values: customerFilled,
    errors: {},
    deliveryMethod: 'pickup',
    status: 'editing',
    payLabel: payButtonLabel(summary.amount),
    payDisabled: false,
    notice: null,
    onFieldChange: fn(),
    onDeliveryMethodChange: fn(),
    onPay: fn(),
  },
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastFor = (title: string, description: string | undefined, variant: 'default' | 'destructive') => (
  <Toaster duration={Infinity} onDismiss={fn()} toasts={[{ id: 't', title, description, variant }]} />
);

/** The screen plus the toast the app shows for this state. */
const withToast = (
  title: string,
  description: string | undefined,
  variant: 'default' | 'destructive' = 'destructive',
) => ({
  render: (args: CheckoutScreenProps) => (
    <>
      <CheckoutScreen {...args} />
      {toastFor(title, description, variant)}
    </>
  ),
});

/** Editing: customer information, delivery method (pickup), the order summary, Pay with the amount, Back to Cart. */
export const Editing: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByRole('group', { name: 'Customer Information' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Store Pickup' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Home Delivery' })).toBeDisabled();
    await expect(canvas.getByText('Coming Soon')).toBeVisible();
    const items = canvas.getByRole('list', { name: 'Items' });
    await expect(within(items).getAllByRole('listitem')).toHaveLength(3);
    const pay = canvas.getByRole('button', { name: 'Pay ₹3,496' });
    await expect(pay).toHaveAttribute('type', 'submit');
    await userEvent.click(pay);
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

/** Typing reports each field; Enter in a field pays. */
export const FillAndSubmitWithEnter: Story = {
  args: { values: customerBlank },
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    return (
      <CheckoutScreen
        {...args}
        values={values}
        onFieldChange={(name, value) => {
          setValues((v) => ({ ...v, [name]: value }));
          args.onFieldChange(name, value);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Full Name/ }), 'Anand K');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email Address/ }), 'anand@example.in');
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone Number/ }), '98765 43210{Enter}');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('phone', '98765 43210');
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

const validation = (message: ValidationMessage, values: CheckoutScreenProps['values'], field: RegExp): Story => ({
  args: { values, errors: customerFieldErrors(message) },
  ...withToast(message.title, message.description),
  play: async ({ canvas, canvasElement }) => {
    const toast = await findToast(canvasElement, message.title, message.description);
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    const input = canvas.getByRole('textbox', { name: field });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(new RegExp(message.description.replace('.', '\\.')));
    await expect(canvas.getAllByRole('textbox').filter((i) => i.getAttribute('aria-invalid') === 'true')).toHaveLength(
      1,
    );
  },
});

/** Validation 1: Name required. */
export const NameRequired = validation(checkoutMessages.nameRequired, { ...customerFilled, name: '   ' }, /Full Name/);
/** Validation 2: Phone number required. */
export const PhoneRequired = validation(
  checkoutMessages.phoneRequired,
  { ...customerFilled, phone: '' },
  /Phone Number/,
);
/** Validation 3: Email required. */
export const EmailRequired = validation(
  checkoutMessages.emailRequired,
  { ...customerFilled, email: '' },
  /Email Address/,
);
/** Validation 4: Invalid email. */
export const InvalidEmail = validation(
  checkoutMessages.invalidEmail,
  { ...customerFilled, email: 'priya at example.com' },
  /Email Address/,
);
/** Validation 5: Invalid phone number. */
export const InvalidPhone = validation(
  checkoutMessages.invalidPhone,
  { ...customerFilled, phone: '+91 98765 43210' },
  /Phone Number/,
);

/** Processing: Initializing Payment; the button reads Processing..., is busy and ignores presses; fields are read-only. */
export const Processing: Story = {
  args: { status: 'processing' },
  ...withToast(paymentToasts.initializing.title, undefined, 'default'),
  play: async ({ canvas, canvasElement, args }) => {
    await findToast(canvasElement, 'Initializing Payment');
    const button = canvas.getByRole('button', { name: 'Processing...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Pay ₹3,496')).toBeNull();
    await userEvent.dblClick(button);
    await expect(args.onPay).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Full Name/ })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('radio', { name: 'Store Pickup' })).toBeDisabled();
    await expect(canvasElement.querySelector('[data-screen="checkout"]')).toHaveAttribute('data-state', 'processing');
  },
};

/** An amount of 0 or less: the pay button is disabled. */
export const ZeroAmount: Story = {
  args: { summary: summaryOf([]), payLabel: payButtonLabel(0), payDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Pay ₹0' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

const outcome = (notice: CheckoutNotice, variant: 'default' | 'destructive' = 'destructive'): Story => ({
  args: { notice },
  ...withToast(notice.title, notice.description, variant),
  play: async ({ canvas, canvasElement, args }) => {
    const toast = await findToast(canvasElement, notice.title, notice.description);
    await expect(toast).toHaveAttribute('data-variant', variant);
    const inline = canvasElement.querySelector('[data-part="notice"]') as HTMLElement;
    await expect(inline).toHaveAttribute('data-tone', notice.tone);
    await expect(inline).toHaveTextContent(notice.title);
    // Processing ended: paying again is possible.
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₹3,496' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
});

const errorNotice = (message: string): CheckoutNotice => ({ tone: 'danger', ...paymentToasts.error(message) });

/** The provider's script failed to load. */
export const ScriptFailed = outcome(errorNotice(paymentMessages.scriptFailed));
/** The payment object was unavailable after the script loaded. */
export const ProviderUnavailable = outcome(errorNotice(paymentMessages.unavailable));
/** The dialog could not be created. */
export const DialogFailed = outcome(errorNotice(paymentMessages.dialogFailed));
/** The provider reported an error without a message: the fallback text. */
export const PaymentError = outcome({ tone: 'danger', ...paymentToasts.error() });
/** The provider's payment.failed event. */
export const PaymentFailed = outcome({ tone: 'danger', ...paymentToasts.failed });
/** The dialog was dismissed. */
export const PaymentCancelled = outcome({ tone: 'warning', ...paymentToasts.cancelled });

/** The server did not answer the confirmation: still processing, "Confirming your payment…" beside the busy button. */
export const ConfirmingPayment: Story = {
  args: { status: 'processing', notice: { tone: 'info', ...confirmingToast } },
  ...withToast(confirmingToast.title, confirmingToast.description, 'default'),
  play: async ({ canvas, canvasElement, args }) => {
    await findToast(canvasElement, confirmingToast.title, confirmingToast.description);
    const inline = canvasElement.querySelector('[data-part="notice"]') as HTMLElement;
    await expect(inline).toHaveAttribute('data-tone', 'info');
    await expect(inline).toHaveTextContent('Confirming your payment…');
    await userEvent.click(canvas.getByRole('button', { name: 'Processing...' }));
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** Demo payments (no provider keys): the label says no money is taken, above Pay. */
export const DemoPayment: Story = {
  args: { demoNote: DEMO_PAYMENT_LABEL },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Demo payment: no money is taken')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₹3,496' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

/** Paid: "Payment Successful!" with the payment id (the app then goes to the order confirmation). */
export const Paid: Story = {
  args: { notice: { tone: 'success', ...paymentToasts.success('pay_TEST0001') } },
  ...withToast(
    paymentToasts.success('pay_TEST0001').title,
    paymentToasts.success('pay_TEST0001').description,
    'default',
  ),
  play: async ({ canvasElement }) => {
    await findToast(canvasElement, 'Payment Successful!', 'Payment ID: pay_TEST0001');
  },
};

/** Phone: the form first, then the summary and the pay button at full width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('group', { name: 'Customer Information' });
    const summaryRegion = canvas.getByRole('region', { name: 'Order Summary' });
    await expect(summaryRegion.getBoundingClientRect().top).toBeGreaterThan(form.getBoundingClientRect().bottom);
    const pay = canvas.getByRole('button', { name: 'Pay ₹3,496' });
    await expect(pay.getBoundingClientRect().width).toBeGreaterThan(summaryRegion.getBoundingClientRect().width * 0.8);
  },
};
