import { floatingChatMessage } from '../../machines/links/site.messages';
import { siteConfig } from '../config/site';

/** Copy of the floating chat panel. */
export const chatContent = {
  botName: siteConfig.botName,
  greeting: `Hi! I'm ${siteConfig.botName}. Ask me about court bookings, coaching, memberships or the café.`,
  message: floatingChatMessage(),
} as const;

/** Copy of the phone install prompt. */
export const installContent = {
  appName: siteConfig.shortName,
  description: 'Add POD to your home screen to book courts and reach the café in one tap.',
} as const;

/** Page titles and descriptions (React 19 document metadata). */
export const pageMeta = {
  home: {
    title: 'POD · Sports Centre & Café, Sholinganallur',
    description:
      '24/7 badminton, tennis, pickleball and futsal courts with a café in Sholinganallur, Chennai. Book a court online.',
  },
  notFound: {
    title: 'Page not found · POD',
    description: 'The page you were looking for does not exist.',
  },
  error: {
    title: 'Unexpected Application Error · POD',
    description: 'Something went wrong while showing this page.',
  },
} as const;
