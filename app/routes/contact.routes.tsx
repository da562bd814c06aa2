import type { RouteObject } from 'react-router-dom';

/**
 * The contact issue's routes, code-split: /faq (questions in five categories, deep links /faq#<question-id>),
 * /contact (Contact and Book a Visit) and /contact-us (the message form). Children of the root layout route ('/').
 */
export const contactRoutes: RouteObject[] = [
  { path: 'faq', lazy: async () => ({ Component: (await import('../pages/contact/FaqPage')).FaqPage }) },
  { path: 'contact', lazy: async () => ({ Component: (await import('../pages/contact/ContactPage')).ContactPage }) },
  { path: 'contact-us', lazy: async () => ({ Component: (await import('../pages/contact/ContactUsPage')).ContactUsPage }) },
];
