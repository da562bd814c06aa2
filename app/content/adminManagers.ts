/** Copy of the admin managers (spec §2 Admin screens, §8 toasts). */

export const managerMeta = {
  sports: {
    title: 'Sports Centre · POD Admin',
    description: 'Coaches, court pricing, coaching programs and testimonials for the public site and the booking.',
  },
} as const;

/** Which public numbers the rate table drives (shown above the Pricing form). */
export const pricingNote =
  'Rupees. These prices are every court price visitors see (the sport cards and price list on /sports, the booking calendar and slots, the /schedule table, the answers on /faq) and what a booking charges. Peak: weekdays 6-10 AM and 4-10 PM; off-peak: the other weekday hours; weekend: Saturday and Sunday. With lights replaces them from 6 PM to 6 AM, every day. A session is charged at the rate of its starting time; with a 2-hour price, each whole 2 hours of a session cost that price. Add-ons are listed with the prices on /sports and /faq.';

export const managerToasts = {
  pricingUpdated: { title: 'Pricing Updated', description: 'Visitors see the new court prices now.' },
  saveFailed: (message: string) => ({ title: 'Not saved', description: message, variant: 'destructive' as const }),
  checkFields: {
    title: 'Not saved',
    description: 'Please correct the highlighted fields.',
    variant: 'destructive' as const,
  },
};
