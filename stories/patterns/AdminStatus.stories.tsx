import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AdminStatus } from '../../design-system/patterns/AdminStatus';
import { GUARD_LOADING_LABEL, SHELL_AUTHENTICATING_LABEL } from '../../machines/admin/adminAuth.machine';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/AdminStatus',
  component: AdminStatus,
  parameters: {
    layout: 'fullscreen',
    docs: componentDocs({
      usage:
        'The whole page while the admin area asks the server whether this browser is signed in: a spinner and what is happening ("Loading..." on the dashboard, "Authenticating..." elsewhere).',
      do: ["Use the label for what the page waits for, in the spec's words."],
      dont: ["Show an admin page's content before the server has answered: a signed-out visitor would see it flash."],
    }),
  },
  args: { label: GUARD_LOADING_LABEL },
} satisfies Meta<typeof AdminStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard while the server checks the session: Loading.... */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** Other admin pages while the server checks the session: Authenticating.... */
export const Authenticating: Story = {
  args: { label: SHELL_AUTHENTICATING_LABEL },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Authenticating...');
  },
};
