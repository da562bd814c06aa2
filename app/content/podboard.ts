/**
 * The community board's copy: title and description, header, the feedback's heading, news, and the
 * be-featured call. The media items are in machines/podboard/media.ts; the chat number and Instagram link come from
 * System Settings (`podboardCopyOf`; `podboardCopy` has the shipped ones).
 */
import type { PodboardScreenProps } from '../../design-system/screens/PodboardScreen';
import { feedbackMessage, storyUploadMessage } from '../../machines/links/community.messages';
import { whatsappLink } from '../../machines/links/outbound';
import type { SiteSettings } from '../../machines/admin/settings';
import { siteDefaults } from '../config/site';

export const podboardMeta = {
  title: 'Community Board · POD',
  description:
    'Photos, reels and news from the POD community in Sholinganallur: match nights, café moments, events, and how to get featured.',
} as const;

/** The board's copy with the settings' chat number and Instagram link. */
export const podboardCopyOf = (site: SiteSettings) =>
  ({
    heading: 'Community Board',
    intro: 'Match nights, café moments, tournaments and reels from the POD community. Tap any post to see it large.',
    video: { href: site.social.instagram, label: 'Watch on Instagram' },
    feedback: {
      heading: 'Community Feedback',
      intro: 'What players and café regulars tell us.',
      share: { label: 'Share Your Feedback', href: whatsappLink(site.phones.sports, feedbackMessage()) },
    },
    news: {
      heading: 'News',
      items: [
        {
          id: 'league-2026',
          title: 'POD League 2026 finals night',
          date: 'November 2026',
          summary: 'Sixteen doubles pairs, one trophy. Thanks to everyone who played and cheered until midnight.',
        },
        {
          id: 'pickleball-courts',
          title: 'Pickleball courts now open all night',
          date: 'October 2026',
          summary: 'Both pickleball courts can now be booked around the clock, like the rest of the centre.',
        },
        {
          id: 'pizza-fest',
          title: 'Pizza Fest Friday is here to stay',
          date: 'September 2026',
          summary: 'Wood-fired pizzas every Friday from 6 to 11 PM at the café, after a summer of full tables.',
        },
      ],
    },
    featured: {
      heading: 'Get featured on the board',
      intro:
        'Send us your best match moment, trick shot or café snap and we may feature it here and on our social pages.',
      story: { label: 'Share Your Story', href: whatsappLink(site.phones.sports, storyUploadMessage()) },
      social: { label: 'Follow on Instagram', href: site.social.instagram },
    },
  }) satisfies Pick<PodboardScreenProps, 'heading' | 'intro' | 'video' | 'news' | 'featured'> & {
    /** The reviews are the saved testimonials (Admin > Sports Centre > Testimonials), from the page's loader. */
    feedback: Omit<PodboardScreenProps['feedback'], 'reviews'>;
  };

/** The board's copy as shipped. */
export const podboardCopy = podboardCopyOf(siteDefaults);
