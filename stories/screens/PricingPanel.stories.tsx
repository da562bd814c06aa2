import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PricingPanel } from '../../design-system/screens/AdminSportsScreen/PricingPanel';
import { pricing } from '../fixtures/pricing';

/**
 * The Sports Centre manager's Pricing tab on its own. Its loading, error, invalid-field, saving, saved, failed,
 * conflict and add-on states are shown inside the whole screen (Screens/AdminSports); here, the panel by keyboard
 * and on a phone.
 */
const meta = {
  title: 'Screens/AdminSports/PricingPanel',
  component: PricingPanel,
  args: pricing,
} satisfies Meta<typeof PricingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab moves from a sport's last price through its add-ons; Enter on Save All Pricing saves. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const form = canvas.getByRole('form', { name: 'Court pricing' });
    const badminton = within(within(canvasElement).getByRole('group', { name: 'Badminton' }));
    badminton.getByLabelText('2 hours').focus();
    await userEvent.tab();
    await expect(
      within(within(canvasElement).getByRole('group', { name: 'Badminton add-on 1' })).getByLabelText('Add-on'),
    ).toHaveFocus();
    const save = within(form).getByRole('button', { name: 'Save All Pricing' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalled();
  },
};

/** Phone: the panel fits the 360 px screen with nothing cut off at the side; Save stays reachable. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    for (const field of within(within(canvasElement).getByRole('group', { name: 'Tennis' })).getAllByRole('textbox')) {
      await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    }
    await expect(canvas.getByRole('form', { name: 'Court pricing' }).scrollWidth).toBeLessThanOrEqual(width);
    await expect(canvas.getByRole('button', { name: 'Save All Pricing' })).toBeVisible();
  },
};
