import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactScreen } from '../../design-system/screens/ContactScreen';
import { chatHrefFixture, contactCardsFixture, formView, visitFilled } from '../fixtures/contact';

const visitForm = (view: ReturnType<typeof formView>) => ({
  heading: 'Schedule a Free Visit',
  intro: 'Tell us when you would like to come by. Your request opens in our chat so we can confirm a time.',
  idPrefix: 'visit',
  ...view,
  onFieldChange: fn(),
  onSubmit: fn(),
  onNoticeLinkClick: fn(),
});

const meta = {
  title: 'Screens/Contact',
  component: ContactScreen,
  args: {
    heading: 'Contact & Book a Visit',
    intro: 'Call, chat or drop by: the courts are open round the clock in Sholinganallur.',
    cardsHeading: 'Get in Touch',
    cards: contactCardsFixture,
    quickActions: {
      heading: 'Quick Actions',
      actions: [
        { label: 'Book Court', href: '/sports#booking', icon: 'calendar' },
        { label: 'Email Us', href: 'mailto:hello@pod.example', icon: 'mail', description: 'hello@pod.example' },
      ],
    },
    visitForm: visitForm(formView('visit')),
    findUs: {
      heading: 'Find Us',
      addressLines: ['POD Sports Centre & Café', 'OMR Service Road, Sholinganallur, Chennai, Tamil Nadu 600119'],
      mapTitle: 'Map of POD Sports Centre & Café, Sholinganallur',
      mapEmbedUrl: 'about:blank',
      mapsHref: 'https://www.google.com/maps/search/?api=1&query=POD',
      directionsHref: 'https://www.google.com/maps/dir/?api=1&destination=POD',
      directionsLabel: 'Get Directions',
    },
  },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page: four Get in Touch cards, the empty visit form, Quick Actions (real links) and Find Us. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact & Book a Visit' })).toBeVisible();
    const cards = canvas.getByRole('region', { name: 'Get in Touch' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(cards).getByRole('link', { name: 'Chat Now' })).toHaveAttribute('target', '_blank');
    const actions = canvas.getByRole('region', { name: 'Quick Actions' });
    await expect(within(actions).getByRole('link', { name: 'Book Court' })).toHaveAttribute('href', '/sports#booking');
    await expect(within(actions).getByRole('link', { name: 'Email Us' })).toHaveAttribute(
      'href',
      'mailto:hello@pod.example',
    );
    const findUs = canvas.getByRole('region', { name: 'Find Us' });
    const directions = within(findUs).getByRole('link', { name: 'Get Directions' });
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\//);
    // The map loads as it nears the screen.
    findUs.scrollIntoView();
    await expect(await within(findUs).findByTitle('Map of POD Sports Centre & Café, Sholinganallur')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Visit' }));
    await expect(args.visitForm.onSubmit).toHaveBeenCalled();
  },
};

/** The visit form with both required fields missing. */
export const VisitErrors: Story = {
  args: { visitForm: visitForm(formView('visit', { values: { sport: 'coaching' }, errors: 'validate' })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Full Name is required')).toBeVisible();
    await expect(canvas.getByText('Phone Number is required')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sport' })).toHaveTextContent('Coaching Programs');
  },
};

/** After a visit request: the form is clear and the notice links to the chat. */
export const VisitSent: Story = {
  args: { visitForm: visitForm(formView('visit', { status: 'sent', chatHref: chatHrefFixture })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your message is ready in the chat')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Full Name/ })).toHaveValue('');
  },
};

/** At 360 px, filled in: everything in one column. */
export const Phone: Story = {
  args: { visitForm: visitForm(formView('visit', { values: visitFilled })) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Priya Raman');
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
