import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { EnquiryForm } from '../../design-system/patterns/EnquiryForm';
import type { EnquiryField } from '../../machines/contact/enquiry.rules';
import { enquiryFormMachine, type OpenChatOutput } from '../../machines/contact/enquiryForm.machine';
import { selectEnquiryStatus } from '../../machines/contact/enquiryForm.select';
import { enquiryFormView } from '../../machines/contact/enquiryForm.view';
import { chatHrefFixture, contactFilled, formView, visitFilled } from '../fixtures/contact';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/EnquiryForm',
  component: EnquiryForm,
  parameters: {
    docs: componentDocs({
      usage:
        'An enquiry form drawn from its field views (Schedule a Free Visit, the contact-us form): labelled fields with the required marker, each error at its field, a polite status line for screen readers after a failed submit, the submit button (busy while the chat opens), and after a send a notice with the chat link. When the browser blocks the new tab, the notice is a warning with the link, so the message is never lost.',
      do: [
        "Let the app's machine validate and pass `focusRequest`, so focus lands on the first field to fix.",
        'Say in the status line how many fields need attention and which.',
      ],
      dont: [
        'Clear what was typed when the browser blocked the chat tab: the `blocked` state keeps it and offers the link.',
        'Mark an optional field required: the visit form needs only the name and phone number.',
      ],
    }),
  },
  args: {
    heading: 'Schedule a Free Visit',
    intro: 'Tell us when you would like to come by.',
    idPrefix: 'visit',
    ...formView('visit'),
    onFieldChange: fn(),
    onSubmit: fn(),
    onNoticeLinkClick: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof EnquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const contactArgs = { heading: 'Send Us a Message', intro: undefined, idPrefix: 'contact' };

/** Visit form, empty: Full Name and Phone Number required (tel, +91 placeholder), Sport and a 4-row Message optional. */
export const VisitEmpty: Story = {
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('form', { name: 'Schedule a Free Visit' });
    const name = canvas.getByRole('textbox', { name: /Full Name/ });
    const phone = canvas.getByRole('textbox', { name: /Phone Number/ });
    await expect(name).toBeRequired();
    await expect(phone).toBeRequired();
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('placeholder', '+91 XXXXX XXXXX');
    await expect(canvas.getByRole('combobox', { name: 'Sport' })).toHaveTextContent('Select a sport');
    const message = canvas.getByRole('textbox', { name: 'Message' });
    await expect(message).not.toBeRequired();
    await expect(message).toHaveAttribute('rows', '4');
    await expect(canvas.getByText('Fields marked * are required.')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule Visit' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The sport list: the six options of the spec. */
export const VisitSportOptions: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sport' }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    const options = within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(options).toEqual([
      'Badminton',
      'Tennis',
      'Pickleball',
      'Turf',
      'Multiple Sports',
      'Coaching Programs',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(args.onFieldChange).not.toHaveBeenCalled();
  },
};

/** Full Name missing: the message at the field, the field invalid and focused, what was typed kept. */
export const VisitNameError: Story = {
  args: {
    ...formView('visit', { values: { phone: '98765 43210', message: 'Hello' }, errors: 'validate' }),
    focusRequest: { field: 'name', seq: 1 },
  },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: /Full Name/ });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Error: Full Name is required');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /Phone Number/ })).toHaveValue('98765 43210');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 field needs attention: Full Name.');
  },
};

/** Phone Number missing: focus goes to it. */
export const VisitPhoneError: Story = {
  args: {
    ...formView('visit', { values: { name: 'Priya Raman' }, errors: 'validate' }),
    focusRequest: { field: 'phone', seq: 1 },
  },
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: /Phone Number/ });
    await expect(phone).toHaveAccessibleDescription('Error: Phone Number is required');
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /Full Name/ })).not.toHaveAttribute('aria-invalid');
  },
};

/** Both required fields missing (only spaces typed): both messages, focus on the first, the spaces kept. */
export const VisitAllErrors: Story = {
  args: {
    ...formView('visit', { values: { name: '   ', sport: 'turf' }, errors: 'validate' }),
    focusRequest: { field: 'name', seq: 1 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Full Name is required')).toBeVisible();
    await expect(canvas.getByText('Phone Number is required')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Full Name/ })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /Full Name/ })).toHaveValue('   ');
    await expect(canvas.getByRole('combobox', { name: 'Sport' })).toHaveTextContent('Turf');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 fields need attention: Full Name, Phone Number.');
  },
};

/** Filled in: typing reports the field and its text. */
export const VisitFilled: Story = {
  args: formView('visit', { values: visitFilled }),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Priya Raman');
    await expect(canvas.getByRole('combobox', { name: 'Sport' })).toHaveTextContent('Badminton');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), '!');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('message', `${visitFilled.message}!`);
  },
};

/** Sending: the button is busy ("Opening chat...") and ignores presses. */
export const VisitSubmitting: Story = {
  args: formView('visit', { values: visitFilled, status: 'sending' }),
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Opening chat...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** After a send: the form is clear and a notice says where the message went, with the chat link. */
export const VisitSent: Story = {
  args: formView('visit', { status: 'sent', chatHref: chatHrefFixture }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: /Full Name/ })).toHaveValue('');
    const notice = canvasElement.querySelector<HTMLElement>('[data-part="notice"]')!;
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice).toHaveAttribute('data-tone', 'success');
    await expect(within(notice).getByText('Your message is ready in the chat')).toBeVisible();
    const link = within(notice).getByRole('link', { name: 'Open the chat again' });
    await expect(link).toHaveAttribute('href', chatHrefFixture);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** The browser blocked the new tab: the values stay, and an alert offers the chat link; following it is reported. */
export const VisitBlocked: Story = {
  args: formView('visit', { values: visitFilled, status: 'blocked', chatHref: chatHrefFixture }),
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The chat did not open');
    await expect(canvas.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Priya Raman');
    const link = within(alert).getByRole('link', { name: 'Open chat to send' });
    await expect(link).toHaveAttribute('href', chatHrefFixture);
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onNoticeLinkClick).toHaveBeenCalledTimes(1);
  },
};

/** At 360 px with errors: one column, nothing overflows. */
export const VisitPhone: Story = {
  args: formView('visit', { values: { message: 'Evenings' }, errors: 'validate' }),
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Full Name is required')).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** Contact form, empty: five required fields (tel, email, seven subjects). */
export const ContactEmpty: Story = {
  args: { ...contactArgs, ...formView('contact') },
  play: async ({ canvas }) => {
    for (const name of [/^Name/, /^Phone/, /^Email/, /^Message/])
      await expect(canvas.getByRole('textbox', { name })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /^Phone/ })).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription(
      'Indian mobile (+91): enter the 10 digits, e.g. 98765 43210.',
    );
    await expect(canvas.getByRole('combobox', { name: /Subject/ })).toHaveTextContent('Select a subject');
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeVisible();
  },
};

/** Every field missing: five messages in order, focus on Name. */
export const ContactAllErrors: Story = {
  args: { ...contactArgs, ...formView('contact', { errors: 'validate' }), focusRequest: { field: 'name', seq: 1 } },
  play: async ({ canvas }) => {
    const errors = Array.from(canvas.getByRole('form').querySelectorAll('[id$="-error"]')).map((e) => e.textContent);
    await expect(errors).toEqual([
      'Error: Name is required',
      'Error: Phone is required',
      'Error: Email is required',
      'Error: Please choose a subject',
      'Error: Message is required',
    ]);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveFocus());
  },
};

/** A phone number that is not a 10-digit Indian mobile. */
export const ContactPhoneInvalid: Story = {
  args: {
    ...contactArgs,
    ...formView('contact', { values: { ...contactFilled, phone: '12345' }, errors: 'validate' }),
    focusRequest: { field: 'phone', seq: 1 },
  },
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: /^Phone/ });
    await expect(phone).toHaveAccessibleDescription(
      'Indian mobile (+91): enter the 10 digits, e.g. 98765 43210. Error: Please enter a valid 10-digit phone number',
    );
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveValue('12345');
  },
};

/** An email that is not email-shaped. */
export const ContactEmailInvalid: Story = {
  args: {
    ...contactArgs,
    ...formView('contact', { values: { ...contactFilled, email: 'priya@example' }, errors: 'validate' }),
    focusRequest: { field: 'email', seq: 1 },
  },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: /^Email/ });
    await expect(email).toHaveAccessibleDescription('Error: Please enter a valid email address');
    await waitFor(() => expect(email).toHaveFocus());
  },
};

/** No subject chosen: the message at the dropdown, which gets focus. */
export const ContactSubjectMissing: Story = {
  args: {
    ...contactArgs,
    ...formView('contact', { values: { ...contactFilled, subject: '' }, errors: 'validate' }),
    focusRequest: { field: 'subject', seq: 1 },
  },
  play: async ({ canvas }) => {
    const subject = canvas.getByRole('combobox', { name: /Subject/ });
    await expect(subject).toHaveAttribute('aria-invalid', 'true');
    await expect(subject).toHaveAccessibleDescription('Error: Please choose a subject');
    await waitFor(() => expect(subject).toHaveFocus());
  },
};

/** An empty message (only spaces): the message at the field, the spaces kept. */
export const ContactMessageMissing: Story = {
  args: {
    ...contactArgs,
    ...formView('contact', { values: { ...contactFilled, message: '  ' }, errors: 'validate' }),
    focusRequest: { field: 'message', seq: 1 },
  },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('textbox', { name: /^Message/ });
    await expect(message).toHaveAccessibleDescription('Error: Message is required');
    await expect(message).toHaveValue('  ');
    await waitFor(() => expect(message).toHaveFocus());
  },
};

/** Filled in. */
export const ContactFilled: Story = {
  args: { ...contactArgs, ...formView('contact', { values: contactFilled }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Subject/ })).toHaveTextContent('Coaching');
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue('priya@example.com');
  },
};

/** Contact form at 360 px. */
export const ContactPhone: Story = {
  args: { ...contactArgs, ...formView('contact', { values: contactFilled }) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** The form driven by its machine, by keyboard only: errors, focus on the first, then a send that clears it. */
export const KeyboardFlow: Story = {
  render: function Render(args) {
    const actor = useActorRef(
      enquiryFormMachine.provide({
        actors: { openChat: fromPromise<OpenChatOutput, { href: string }>(async () => ({ opened: true })) },
      }),
      { input: { kind: 'visit', chatNumber: '+91 90000 00011' } },
    );
    const snapshot = useSelector(actor, (s) => s);
    const [focusRequest, setFocusRequest] = useState<{ field: EnquiryField; seq: number } | null>(null);
    useEffect(() => {
      const sub = actor.on('invalid', (e) => setFocusRequest((r) => ({ field: e.field, seq: (r?.seq ?? 0) + 1 })));
      return () => sub.unsubscribe();
    }, [actor]);
    const view = enquiryFormView({
      kind: 'visit',
      status: selectEnquiryStatus(snapshot),
      values: snapshot.context.values,
      errors: snapshot.context.errors,
      chatHref: snapshot.context.chatHref,
    });
    return (
      <EnquiryForm
        {...args}
        {...view}
        focusRequest={focusRequest}
        onFieldChange={(field, value) => actor.send({ type: 'user.changeField', field, value })}
        onSubmit={() => actor.send({ type: 'user.submit' })}
      />
    );
  },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: /Full Name/ });
    const phone = canvas.getByRole('textbox', { name: /Phone Number/ });
    await userEvent.click(canvas.getByRole('textbox', { name: 'Message' }));
    await userEvent.keyboard('Any evening');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('Error: Full Name is required');
    await userEvent.keyboard('Priya{Enter}');
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('98765 43210{Enter}');
    await expect(await canvas.findByText('Your message is ready in the chat')).toBeVisible();
    await expect(name).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  },
};
