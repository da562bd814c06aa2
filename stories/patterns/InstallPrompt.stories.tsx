import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { InstallPrompt } from '../../design-system/patterns/InstallPrompt';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/InstallPrompt',
  component: InstallPrompt,
  parameters: {
    layout: 'fullscreen',
    docs: componentDocs({
      usage:
        "The install banner on phones: the app's name, a short reason, Install and Not Now. It shows only when the browser offers installation and the screen is 768 px or narrower (the app decides), and Not Now hides it for the rest of the session.",
      do: ['Keep the reason to one short sentence about what installing gives (opening POD from the home screen).'],
      dont: [
        'Show it on wide screens or before the browser offers installation.',
        'Ask again in the same session after Not Now.',
      ],
    }),
  },
  args: {
    visible: true,
    appName: 'POD',
    description: 'Add POD to your home screen to book courts and reach the café in one tap.',
    onInstall: fn(),
    onDismiss: fn(),
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof InstallPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offered on a phone: the app name, a short reason, Install and Not Now. */
export const Visible: Story = {
  play: async ({ canvas }) => {
    const prompt = canvas.getByRole('complementary', { name: 'Install POD' });
    await expect(prompt).toHaveAttribute('data-state', 'visible');
    await expect(prompt).toHaveTextContent('home screen');
    await expect(canvas.getByRole('button', { name: 'Install' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Not Now' })).toBeVisible();
  },
};

/** Install asks the app to call the browser's prompt(). */
export const InstallPressed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Install' }));
    await expect(args.onInstall).toHaveBeenCalledOnce();
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

/** Not Now asks the app to hide it for the session. */
export const NotNowPressed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Not Now' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(args.onInstall).not.toHaveBeenCalled();
  },
};

/** Not offered, dismissed, or not a phone: nothing is rendered. */
export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvasElement.querySelector('[data-part="install-prompt"]')).toBeNull();
  },
};
