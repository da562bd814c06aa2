/**
 * The HTML emails (app/email/MessageEmail.tsx) are readable by everyone: every kind rendered as a mail client gets it
 * and checked in Chromium by axe (WCAG 2 A and AA: language, headings, alt text, contrast, ...) in light and in dark
 * mode, with the rules the issue names asserted directly too: lang="en-IN", one h1 with h2 sections under it, every
 * image with a text alternative, and a body no wider than a phone allows.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMessageHtml } from '../../../app/email/MessageEmail';
import { emailDocument } from '../../../machines/messages/content';
import type { CentreContact } from '../../../machines/messages/email.types';
import type { MessageData } from '../../../machines/messages/messages';
import { e2eLaunchOptions } from '../../chromium';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const centre: CentreContact = {
  name: 'POD Sports Centre & Café',
  address: 'OMR Service Road, Sholinganallur, Chennai, Tamil Nadu 600119',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=POD',
  phone: '+91 90000 00001',
  email: 'hello@pod.example',
  siteUrl: 'https://pod.example',
};
const customer = { name: 'Asha Raman', email: 'asha@example.com', phone: '98765 43210' };
const session = { bookingId: 'BK-7K3M9QXA01', date: '2026-11-22', time: '18:00', court: 2, duration: 1, amount: 600 };
const refund = { amount: 600, reference: 'rfnd_1001', status: 'issued' as const };

const samples: MessageData[] = [
  {
    kind: 'booking_confirmed',
    customer,
    sportName: 'Badminton',
    sessions: [session],
    total: 600,
    paymentId: 'pay_1001',
    paidAt: Date.parse('2026-11-21T04:30:00Z'),
    reference: 'POD-7K3M-9QXA',
    manageUrl: 'https://pod.example/my-booking?ref=POD-7K3M-9QXA',
  },
  {
    kind: 'order_paid',
    customer,
    orderId: 'POD-1795240800000',
    items: [{ name: 'POD Jersey', size: 'M', quantity: 2, unitPrice: 699 }],
    total: 1398,
    paymentId: 'pay_1002',
    deliveryMethod: 'pickup',
    paidAt: Date.parse('2026-11-21T04:30:00Z'),
  },
  { kind: 'booking_cancelled', customer, sportName: 'Tennis', session, refund, cancelledBy: 'admin@pod.example' },
  { kind: 'refund_issued', customer, refund, productName: 'Tennis court booking', reason: 'Cancelled', paymentId: 'p' },
  {
    kind: 'staff_refund_due',
    customer,
    refund: { ...refund, status: 'due' },
    productName: 'x',
    reason: 'Late',
    paymentId: 'p',
  },
  {
    kind: 'booking_moved',
    customer,
    sportName: 'Badminton',
    from: session,
    to: { ...session, date: '2026-11-23', court: 1 },
    movedBy: 'staff',
    movedAt: Date.parse('2026-11-21T06:00:00Z'),
    reference: 'POD-7K3M-9QXA',
    manageUrl: 'https://pod.example/my-booking?ref=POD-7K3M-9QXA',
  },
  {
    kind: 'waitlist_offer',
    customer,
    sportName: 'Badminton',
    session,
    offerUrl: 'https://pod.example/sports?sport=badminton&offer=q3Jx0k7P2mVb9LwTzR4yN8cH1sDfG6aE5uKiOpQ2rSt#booking',
    expiresAt: Date.parse('2026-11-21T04:45:00Z'),
    reference: 'POD-4RTV-8MNB-2QXC',
  },
];

describe('the HTML emails are accessible', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch(e2eLaunchOptions);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(samples.map((data) => [data.kind, data] as const))(
    '%s: language, headings, alt text, contrast (light and dark)',
    async (_kind, data) => {
      const html = await renderMessageHtml(emailDocument(data, centre), {
        siteUrl: centre.siteUrl,
        centreName: centre.name,
      });
      const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
      try {
        await page.setContent(html, { waitUntil: 'domcontentloaded' });
        const outline = await page.evaluate(() => ({
          lang: document.documentElement.lang,
          h1: Array.from(document.querySelectorAll('h1')).map((h) => h.textContent),
          h2: document.querySelectorAll('h2').length,
          otherHeadings: document.querySelectorAll('h3, h4, h5, h6').length,
          imagesWithoutAlt: Array.from(document.images).filter((i) => !i.alt.trim()).length,
          images: document.images.length,
          overflow: document.documentElement.scrollWidth - window.innerWidth,
        }));
        expect(outline).toMatchObject({ lang: 'en-IN', h2: expect.any(Number), otherHeadings: 0, imagesWithoutAlt: 0 });
        expect(outline.h1).toEqual([emailDocument(data, centre).heading]);
        expect(outline.h2).toBeGreaterThan(0);
        expect(outline.images).toBeGreaterThan(0);
        expect(outline.overflow).toBeLessThanOrEqual(0);
        await page.addScriptTag({ content: axeSource });
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          const violations = await page.evaluate(async () => {
            const axe = (
              window as unknown as {
                axe: { run: (ctx: Document, o: object) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
              }
            ).axe;
            const result = await axe.run(document, {
              runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
            });
            return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
          });
          expect({ colorScheme, violations }).toEqual({ colorScheme, violations: [] });
        }
      } finally {
        await page.close();
      }
    },
  );
});
