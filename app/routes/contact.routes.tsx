import type { PageRoute } from './pageRoute';

/**
 * The contact issue's routes, code-split: /faq (questions in five categories, deep links /faq#<question-id>; its
 * loader reads the court rate table its price answers quote),
 * /contact (Contact and Book a Visit) and /contact-us (the message form). Children of the root layout route ('/').
 */
export const contactRoutes: PageRoute[] = [
  {
    path: '/faq',
    page: async () => (await import('../pages/contact/FaqPage')).FaqPage,
    loader: async () => (await import('../adapters/api/contentApi')).ratesLoader,
  },
  { path: '/contact', page: async () => (await import('../pages/contact/ContactPage')).ContactPage },
  { path: '/contact-us', page: async () => (await import('../pages/contact/ContactUsPage')).ContactUsPage },
];
