/**
 * The Storybook's "Pages" section (the sidebar's second entry): every state of every screen story, shown whole in
 * the site's frame, as a visitor meets that page. The entries are indexed from the screens' own story files
 * (`pagesIndexer` in .storybook/main.ts gives each of their stories a second entry under `Pages/`), so a page's state
 * is the very story the tests run (its args, fixtures and play), and no state is written twice. This decorator,
 * applied by .storybook/preview.tsx to those entries only, draws the frame around them: the navigation bar with the
 * page's address current, the footer and the chat button, as app/layout/RootLayout.tsx does. Staff pages have their
 * own frame (the admin shell is part of their screens), so they are shown as they are.
 */
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { FloatingChat } from '../../design-system/patterns/FloatingChat';
import { Footer } from '../../design-system/patterns/Footer';
import { NavBar } from '../../design-system/patterns/NavBar';
import { SiteLayout } from '../../design-system/patterns/SiteLayout';
import { siteDefaults } from '../../app/config/site';
import { ctaForPath } from '../../app/layout/routeChrome';
import { storyChat, storyFooter, storyNavLinks, withStoryRouter } from '../patterns/shell.fixtures';
import { pageAddressOf, PAGES_SECTION } from './siteMap';

function Chat() {
  const [open, setOpen] = useState(false);
  return <FloatingChat {...storyChat} open={open} onOpenChange={setOpen} />;
}

/** Frames a `Pages/...` entry in the public site's frame; every other story renders as it is. */
export const withPageFrame: Decorator = (Story, context) => {
  if (!context.title.startsWith(`${PAGES_SECTION}/`)) return <Story />;
  const address = pageAddressOf(context.title);
  if (address === null || address.startsWith('/admin')) return <Story />;
  return withStoryRouter(
    () => (
      <SiteLayout
        header={
          <NavBar links={storyNavLinks} currentPath={address} cartCount={2} cta={ctaForPath(address, siteDefaults)} />
        }
        footer={<Footer {...storyFooter} />}
        floatingChat={<Chat />}
      >
        <Story />
      </SiteLayout>
    ),
    context,
  );
};
