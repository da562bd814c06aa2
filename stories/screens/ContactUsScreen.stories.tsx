import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ContactUsScreen } from '../../design-system/screens/ContactUsScreen';
import { chatHrefFixture, contactCardsFixture, contactFilled, emailCardFixture, formView } from '../fixtures/contact';

const form = (view: ReturnType<typeof formView>) => ({
  heading: 'Send Us a Message',
  intro: 'Your message opens in our support chat with every detail filled in.',
  idPrefix: 'contact',
  ...view,
  onFieldChange: fn(),
  onSubmit: fn(),
  onNoticeLinkClick: fn(),
});

const [phoneCard, chatCard, locationCard] = contactCardsFixture;

const meta = {
  title: 'Screens/ContactUs',
  component: ContactUsScreen,
  args: {
    heading: 'Contact Us',
    intro:
      'Questions about bookings, membership, coaching, events or the shop? We will get back to you within 24 hours.',
    cardsHeading: 'Reach Us Directly',
    cards: [phoneCard, emailCardFixture, chatCard, locationCard],
    form: form(formView('contact')),
    map: {
      heading: 'Find Us',
      title: 'Map of POD Sports Centre & Café, Sholinganallur',
      embedUrl: 'about:blank',
      mapsHref: 'https://www.google.com/maps/search/?api=1&query=POD',
    },
  },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof ContactUsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page: contact cards stacked beside the five-field form, then the map. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const cards = canvas.getByRole('region', { name: 'Reach Us Directly' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(cards).getByRole('link', { name: 'Send an Email' })).toHaveAttribute(
      'href',
      'mailto:hello@pod.example',
    );
    const messageForm = canvas.getByRole('form', { name: 'Send Us a Message' });
    await expect(within(messageForm).getAllByRole('textbox')).toHaveLength(4);
    await expect(within(messageForm).getByRole('combobox', { name: /Subject/ })).toBeVisible();
    // The map loads as it nears the screen.
    const findUs = canvas.getByRole('region', { name: 'Find Us' });
    findUs.scrollIntoView();
    await expect(await within(findUs).findByTitle(/^Map of POD/)).toBeVisible();
  },
};

/** Every field missing: five messages. */
export const Errors: Story = {
  args: { form: form(formView('contact', { errors: 'validate' })) },
  play: async ({ canvas }) => {
    for (const text of [
      'Name is required',
      'Phone is required',
      'Email is required',
      'Please choose a subject',
      'Message is required',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

/** The browser blocked the chat tab: the values stay and the alert links to the chat. */
export const Blocked: Story = {
  args: { form: form(formView('contact', { values: contactFilled, status: 'blocked', chatHref: chatHrefFixture })) },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('alert')).getByRole('link', { name: 'Open chat to send' })).toHaveAttribute(
      'href',
      chatHrefFixture,
    );
    await expect(canvas.getByRole('textbox', { name: /^Message/ })).toHaveValue(contactFilled.message);
  },
};

/** After a send. */
export const Sent: Story = {
  args: { form: form(formView('contact', { status: 'sent', chatHref: chatHrefFixture })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your message is ready in the chat')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  },
};

/** At 360 px. */
export const Phone: Story = {
  args: { form: form(formView('contact', { values: contactFilled })) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
