import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Logo, LogoSourceProvider } from '../../design-system/brand/Logo';

/**
 * LogoSourceProvider gives every Logo below it the logo staff uploaded (Home Page Manager › Logo and branding), so
 * the navigation bar, footer and admin sidebar show it without each being told. '' keeps the built-in POD mark.
 */
const meta = {
  title: 'Brand/LogoSource',
  component: LogoSourceProvider,
  args: { value: '/icons/icon-192.png', children: null },
  render: ({ value }) => (
    <LogoSourceProvider value={value}>
      <Logo />
      <Logo tone="inverse" />
    </LogoSourceProvider>
  ),
} satisfies Meta<typeof LogoSourceProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An uploaded logo: every Logo below the provider shows that picture. */
export const Uploaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    const logos = canvas.getAllByRole('img', { name: 'POD' });
    await expect(logos).toHaveLength(2);
    for (const logo of logos) await expect(logo).toHaveAttribute('src', '/icons/icon-192.png');
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

/** No upload (''): the built-in mark, drawn, in each Logo. */
export const BuiltIn: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(2);
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
