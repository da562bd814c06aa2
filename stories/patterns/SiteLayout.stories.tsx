import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FloatingChat } from '../../design-system/patterns/FloatingChat';
import { Footer } from '../../design-system/patterns/Footer';
import { InstallPrompt } from '../../design-system/patterns/InstallPrompt';
import { NavBar } from '../../design-system/patterns/NavBar';
import { SiteLayout } from '../../design-system/patterns/SiteLayout';
import { Container } from '../../design-system/primitives/Container';
import { Heading } from '../../design-system/primitives/Heading';
import { Text } from '../../design-system/primitives/Text';
import { storyChat, storyFooter, storyNavLinks, withStoryRouter } from './shell.fixtures';
import { componentDocs } from '../docs/componentDocs';

function Chat() {
  const [open, setOpen] = useState(false);
  return <FloatingChat {...storyChat} open={open} onOpenChange={setOpen} />;
}

const page = (
  <Container css={(t) => ({ paddingBlock: t.space[12] })}>
    <Heading level={1}>Page title</Heading>
    <Text>The page's content goes in the main landmark.</Text>
  </Container>
);

const meta = {
  title: 'Patterns/SiteLayout',
  component: SiteLayout,
  decorators: [withStoryRouter],
  parameters: {
    layout: 'fullscreen',
    docs: componentDocs({
      usage:
        'The page frame of every public page: a "Skip to main content" link, the header (the navigation bar), a site-wide notice if any, the main landmark, the footer, and a dock that floats the chat button (and, on phones, the install prompt under it) over the page.',
      do: [
        'Render each public page inside it, so every page has the skip link and the same landmarks.',
        'Pass the chat and the install prompt as its slots: the dock places them, one above the other.',
      ],
      dont: ['Position floating elements yourself: the dock keeps the chat button clear of the install prompt.'],
    }),
  },
  args: {
    header: <NavBar links={storyNavLinks} currentPath="/" cartCount={2} cta={{ kind: 'book' }} />,
    footer: <Footer {...storyFooter} />,
    floatingChat: <Chat />,
    children: page,
  },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame: skip link, banner, main, contentinfo, and the chat button docked bottom-right. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main-content');
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    const chat = canvas.getByRole('button', { name: 'Chat with us' });
    await expect(getComputedStyle(chat.closest('[data-part="floating-dock"]') as Element).position).toBe('fixed');
  },
};

/** The first Tab reveals "Skip to main content", which points at the main landmark. */
export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

/** Phone with the install prompt: it spans the bottom edge, under the chat button. */
export const PhoneWithInstallPrompt: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    header: <NavBar links={storyNavLinks} currentPath="/" cartCount={0} cta={{ kind: 'book' }} />,
    installPrompt: (
      <InstallPrompt
        visible
        appName="POD"
        description="Add POD to your home screen to book courts and reach the café in one tap."
        onInstall={fn()}
        onDismiss={fn()}
      />
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const prompt = canvas.getByRole('complementary', { name: 'Install POD' }).getBoundingClientRect();
    const chat = canvas.getByRole('button', { name: 'Chat with us' });
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(Math.round(prompt.width)).toBe(width);
    // The chat button is lifted over the prompt by a transform that eases in.
    await waitFor(() => expect(chat.getBoundingClientRect().bottom).toBeLessThanOrEqual(prompt.top));
  },
};
