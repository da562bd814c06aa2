import { expect, test, type Locator, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated, holdApp } from './support/hydration';
import { chatOf, chatOpenedBy } from './support/tabs';
import { toasts } from './support/toast';

/**
 * /faq, /contact and /contact-us on the production build: titles and descriptions, the FAQ's categories, deep
 * links (/faq#<question-id>) and FAQPage JSON-LD (data, not a blocked inline script), the contact cards and
 * links, both forms submitted by keyboard only (errors at the fields in order, focus on the first, nothing typed
 * lost, the decoded chat texts, the toasts, the form cleared), hostile input (markup, formulas, emoji, RTL, 5,000
 * characters) reaching the chat text unchanged and never running, a popup blocker, and 0 axe violations per page.
 * Tests tagged @phone run at 390 px.
 */

test.beforeEach(async ({ page }) => {
  // Any dialog a hostile input might try to open (CSP violations fail every test: support/test.ts).
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
});

/** The messages shown at the fields, in page order. */
const fieldErrors = (form: Locator) => form.locator('[id$="-error"]').allTextContents();

test.describe('FAQ', () => {
  test('five categories, its title and description, FAQPage JSON-LD that is data (no CSP violation), 0 axe violations; a deep link opens and scrolls to its answer, a later hash on the page opens another, a junk hash opens nothing', async ({
    page,
    cspViolations,
  }) => {
    await gotoHydrated(page, '/faq#cancellation');
    const question = page.getByRole('button', { name: 'Can I cancel a booking and get a refund?' });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = page.getByText(/more than 24 hours before your session for a full refund/);
    await expect(answer).toBeVisible();
    await expect(question).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

    await test.step('five categories, its title and description, FAQPage JSON-LD that is data (no CSP violation), 0 axe violations', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
      await expect(page).toHaveTitle('FAQ · Bookings, Coaching, Membership, Café & Shop · POD');
      await expect(page.locator('meta[name="description"]').first()).toHaveAttribute(
        'content',
        /7-day advance booking/,
      );
      const main = page.getByRole('main');
      await expect(main.getByRole('navigation', { name: 'FAQ categories' }).getByRole('link')).toHaveCount(5);
      const questions = await main.getByRole('heading', { level: 3 }).allTextContents();
      expect(questions.length).toBeGreaterThanOrEqual(20);

      // The page also carries its breadcrumb trail as JSON-LD (seo.spec.ts checks that one); one block is the FAQ.
      type FaqData = {
        '@type': string;
        mainEntity: Array<{ '@type': string; name: string; acceptedAnswer: { text: string } }>;
      };
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as FaqData,
      );
      const faqBlocks = blocks.filter((block) => block['@type'] === 'FAQPage');
      expect(faqBlocks).toHaveLength(1);
      const data = faqBlocks[0]!;
      expect(data['@type']).toBe('FAQPage');
      expect(data.mainEntity.map((q) => q.name)).toEqual(questions);
      expect(data.mainEntity.find((q) => q.name === 'What if I arrive late?')?.acceptedAnswer.text).toContain(
        '15-minute grace period',
      );
      expect(cspViolations).toEqual([]);

      await main.getByRole('button', { name: 'Can I rent equipment?' }).click();
      await expect(main.getByText(/cricket bat and stumps ₹100/)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step('a later hash on the page opens another; a junk hash opens nothing', async () => {
      await gotoHydrated(page, '/faq#pod-coins-validity');
      await expect(page.getByRole('button', { name: 'How long are Pod Coins valid?' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(page.getByText('Pod Coins are valid for 12 months.')).toBeInViewport();

      await gotoHydrated(page, '/');
      await gotoHydrated(page, '/faq#%3Cscript%3Ealert(1)%3C%2Fscript%3E');
      await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
      await expect(page.locator('[data-screen="faq"] button[aria-expanded="true"]')).toHaveCount(0);
    });
  });
});

test.describe('/contact', () => {
  test('cards, quick actions and Find Us are real links; title, description; 0 axe violations; only spaces in a required field is an error at that field, and the spaces stay', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact & Book a Visit' })).toBeVisible();
    await expect(page).toHaveTitle('Contact & Book a Free Visit · POD');
    await expect(page.locator('meta[name="description"]').first()).toHaveAttribute('content', /free visit/);
    const cards = page.getByRole('region', { name: 'Get in Touch' });
    await expect(cards.getByText('24/7 for bookings')).toBeVisible();
    await expect(cards.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
    await expect(cards.getByText('Easy parking on site')).toBeVisible();
    await expect(cards.getByText('24 hours, 7 days a week')).toBeVisible();
    const chatNow = cards.getByRole('link', { name: 'Chat Now' });
    await expect(chatNow).toHaveAttribute('target', '_blank');
    expect(chatOf((await chatNow.getAttribute('href'))!).text).toMatch(/^Hi POD!/);

    const actions = page.getByRole('region', { name: 'Quick Actions' });
    await expect(actions.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', /^mailto:.+@.+/);
    const directions = page.getByRole('region', { name: 'Find Us' }).getByRole('link', { name: 'Get Directions' });
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
    await page.getByRole('region', { name: 'Find Us' }).scrollIntoViewIfNeeded();
    await expect(page.locator('iframe[title^="Map of"]')).toHaveCount(1);
    await expectNoAxeViolations(page);

    await test.step('only spaces in a required field is an error at that field, and the spaces stay', async () => {
      const form = page.getByRole('form', { name: 'Schedule a Free Visit' });
      await form.getByRole('textbox', { name: /Full Name/ }).fill('   ');
      await form.getByRole('textbox', { name: /Phone Number/ }).fill('98765 43210');
      await form.getByRole('button', { name: 'Schedule Visit' }).click();
      expect(await fieldErrors(form)).toEqual(['Error: Full Name is required']);
      await expect(form.getByRole('textbox', { name: /Full Name/ })).toHaveValue('   ');
      await expect(form.getByRole('textbox', { name: /Full Name/ })).toBeFocused();
    });

    await actions.getByRole('link', { name: 'Book Court' }).click();
    await expect(page).toHaveURL(/\/sports#booking$/);
  });

  test('typed and sent before the app has loaded: nothing is lost, nothing goes in the address, the form answers once live', async ({
    page,
  }) => {
    // The app is held back, as on a slow phone: the served form is up, not yet live.
    const release = await holdApp(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Schedule a Free Visit' });
    await form.getByRole('textbox', { name: /Full Name/ }).fill('Priya Raman');
    await form.getByRole('textbox', { name: 'Message' }).fill('Saturday morning?');
    await form.getByRole('button', { name: 'Schedule Visit' }).click();
    // The browser did not post the form itself (a reload with the phone number and message in the URL).
    expect(new URL(page.url()).search).toBe('');
    release();
    await expect(form.getByRole('textbox', { name: /Phone Number/ })).toBeFocused();
    expect(await fieldErrors(form)).toEqual(['Error: Phone Number is required']);
    await expect(form.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Priya Raman');
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Saturday morning?');
    expect(new URL(page.url()).search).toBe('');
  });

  test("typed while the form's machine is still on its way: every keystroke shows and stays, and the form answers once it arrives", async ({
    page,
  }) => {
    // The form's machine loads after the page is live; here it is held back, as on a slow connection.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/assets\/appEnquiryFormMachine-[\w-]+\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await gotoHydrated(page, '/contact');
    const form = page.getByRole('form', { name: 'Schedule a Free Visit' });
    const name = form.getByRole('textbox', { name: /Full Name/ });
    await name.pressSequentially('Priya R');
    await expect(name).toHaveValue('Priya R');
    await form.getByRole('button', { name: 'Schedule Visit' }).click();
    expect(requested).toBe(true);
    release();
    await expect(form.getByRole('textbox', { name: /Phone Number/ })).toBeFocused();
    expect(await fieldErrors(form)).toEqual(['Error: Phone Number is required']);
    await expect(name).toHaveValue('Priya R');
  });

  test('the visit form by keyboard only: errors in order at the fields, focus on the first, then the chat, the toast and a clear form', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    const form = page.getByRole('form', { name: 'Schedule a Free Visit' });
    const name = form.getByRole('textbox', { name: /Full Name/ });
    const phone = form.getByRole('textbox', { name: /Phone Number/ });
    const message = form.getByRole('textbox', { name: 'Message' });
    await expect(phone).toHaveAttribute('placeholder', '+91 XXXXX XXXXX');
    await expect(message).toHaveAttribute('rows', '4');

    // The message first, then Tab to the button and Enter.
    await message.focus();
    await page.keyboard.type('Saturday morning?');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Schedule Visit' })).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await fieldErrors(form)).toEqual(['Error: Full Name is required', 'Error: Phone Number is required']);
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveValue('Saturday morning?');
    await expect(page.getByRole('status').filter({ hasText: 'fields need attention' })).toHaveText(
      '2 fields need attention: Full Name, Phone Number.',
    );

    await page.keyboard.type('Priya Raman');
    await page.keyboard.press('Enter');
    await expect(phone).toBeFocused();
    expect(await fieldErrors(form)).toEqual(['Error: Phone Number is required']);
    await page.keyboard.type('+91 98765 43210');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('combobox', { name: 'Sport' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Badminton' })).toBeFocused();
    await arrowDownThrough(page, ['Tennis', 'Pickleball', 'Turf', 'Multiple Sports']);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('combobox', { name: 'Sport' })).toHaveText('Multiple Sports');
    // The list closes and gives focus back to the Sport button a frame later: Tab from there, as a person would.
    await expect(form.getByRole('combobox', { name: 'Sport' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(message).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Two kids, 8 and 11.');
    await page.keyboard.press('Tab');

    const { number, text } = await chatOpenedBy(page.context(), () => page.keyboard.press('Enter'));
    expect(number).toBe('919000000001');
    expect(text).toBe(
      [
        "Hi POD! I'd like to schedule a free visit.",
        '',
        'Name: Priya Raman',
        'Phone: +91 98765 43210',
        'Sport: Multiple Sports',
        'Message:',
        'Saturday morning?\nTwo kids, 8 and 11.',
      ].join('\n'),
    );
    const scheduled = toasts(page, 'Visit Scheduled!');
    await expect(scheduled).toBeVisible();
    await expect(scheduled).toContainText(
      "Thank you for your interest. We'll contact you shortly to confirm your visit.",
    );
    await expect(name).toHaveValue('');
    await expect(phone).toHaveValue('');
    await expect(message).toHaveValue('');
    await expect(form.getByRole('combobox', { name: 'Sport' })).toHaveText('Select a sport');
    expect(chatOf((await page.getByRole('link', { name: 'Open the chat again' }).getAttribute('href'))!)).toEqual({
      number,
      text,
    });
  });

  test('a popup blocker does not lose the request: the values stay and a visible link opens the chat', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await gotoHydrated(page, '/contact');
    const form = page.getByRole('form', { name: 'Schedule a Free Visit' });
    await form.getByRole('textbox', { name: /Full Name/ }).fill('Priya Raman');
    await form.getByRole('textbox', { name: /Phone Number/ }).fill('98765 43210');
    await form.getByRole('textbox', { name: 'Message' }).fill('Blocked but not lost');
    await form.getByRole('button', { name: 'Schedule Visit' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The chat did not open' });
    await expect(alert).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Blocked but not lost');
    const link = alert.getByRole('link', { name: 'Open chat to send' });
    expect(chatOf((await link.getAttribute('href'))!).text).toContain('Message:\nBlocked but not lost');
    expect((await chatOpenedBy(page.context(), () => link.click())).text).toContain('Name: Priya Raman');
    await expect(toasts(page, 'Visit Scheduled!')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  test('the map is fetched as it nears the screen, not with the page (its box and pin are there from the start); the page fits a phone without sideways scrolling, 0 axe violations @phone', async ({
    page,
  }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://www.google.com/maps')) mapRequests.push(request.url());
    });
    const served = await (await page.request.get('/contact')).text();
    expect(served).not.toContain('<iframe');
    await gotoHydrated(page, '/contact');
    await page.waitForLoadState('networkidle');
    expect(mapRequests).toEqual([]);
    const findUs = page.getByRole('region', { name: 'Find Us' });
    await expect(findUs.locator('iframe')).toHaveCount(0);
    await findUs.scrollIntoViewIfNeeded();
    await expect(findUs.locator('iframe[title^="Map of"]')).toHaveCount(1);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);

    await test.step('fits a phone without sideways scrolling, 0 axe violations', async () => {
      await expect(page.getByRole('form', { name: 'Schedule a Free Visit' })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });
  });
});

test.describe('/contact-us', () => {
  const fillContact = async (
    form: Locator,
    values: { name: string; phone: string; email: string; message: string },
  ) => {
    await form.getByRole('textbox', { name: /^Name/ }).fill(values.name);
    await form.getByRole('textbox', { name: /^Phone/ }).fill(values.phone);
    await form.getByRole('textbox', { name: /^Email/ }).fill(values.email);
    await form.getByRole('textbox', { name: /^Message/ }).fill(values.message);
  };

  test('the message form by keyboard only: errors in order, bad email and phone, then the support chat with all five fields; hostile input reaches the chat text exactly and never runs', async ({
    page,
    cspViolations,
  }) => {
    await gotoHydrated(page, '/contact-us');
    await expect(page).toHaveTitle('Contact Us · POD');
    await expect(page.locator('meta[name="description"]').first()).toHaveAttribute('content', /within 24 hours/);
    await page.getByRole('region', { name: 'Find Us' }).scrollIntoViewIfNeeded();
    await expect(page.locator('iframe[title^="Map of"]')).toHaveCount(1);
    await expectNoAxeViolations(page);

    const form = page.getByRole('form', { name: 'Send Us a Message' });
    const name = form.getByRole('textbox', { name: /^Name/ });
    await name.focus();
    await page.keyboard.press('Enter');
    expect(await fieldErrors(form)).toEqual([
      'Error: Name is required',
      'Error: Phone is required',
      'Error: Email is required',
      'Error: Please choose a subject',
      'Error: Message is required',
    ]);
    await expect(name).toBeFocused();
    await expectNoAxeViolations(page);

    await page.keyboard.type('Priya Raman');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12345');
    await page.keyboard.press('Tab');
    await page.keyboard.type('priya@example');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Court Booking' })).toBeFocused();
    await arrowDownThrough(page, ['Membership', 'Coaching', 'Events']);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('combobox', { name: /Subject/ })).toHaveText('Events');
    // The list gives focus back to its button a moment after it closes (Radix's focus scope, on a timer): a Tab pressed
    // before that started from the page's top, and the message was typed nowhere (seen once in a fresh-clone run).
    await expect(form.getByRole('combobox', { name: /Subject/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Can we host a corporate tournament?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await fieldErrors(form)).toEqual([
      'Error: Please enter a valid 10-digit phone number',
      'Error: Please enter a valid email address',
    ]);
    const phone = form.getByRole('textbox', { name: /^Phone/ });
    await expect(phone).toBeFocused();
    await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue('Can we host a corporate tournament?');

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('98765 43210');
    await page.keyboard.press('Tab');
    await page.keyboard.press('End');
    await page.keyboard.type('.com');
    // Enter in the email field submits the form; the chat opens in a new tab.
    const { number, text } = await chatOpenedBy(page.context(), () => page.keyboard.press('Enter'));
    expect(number).toBe('919000000014');
    expect(text).toBe(
      [
        'Hi POD! New message from the contact form.',
        '',
        'Name: Priya Raman',
        'Phone: 98765 43210',
        'Email: priya@example.com',
        'Subject: Events',
        'Message:',
        'Can we host a corporate tournament?',
      ].join('\n'),
    );
    const done = toasts(page, 'Message Sent Successfully');
    await expect(done).toBeVisible();
    await expect(done).toContainText("We'll get back to you within 24 hours.");
    await expect(name).toHaveValue('');

    await test.step('hostile input reaches the chat text exactly and never runs', async () => {
      const hostileName = '<script>window.__pwned=1</script> أحمد 👨‍👩‍👧';
      const message = [
        '=HYPERLINK("http://evil.example","click")',
        '<img src=x onerror="window.__pwned=2">',
        'שלום, مرحبا 🏸🔥',
        '+SUM(1,1) @cmd -1',
        '',
      ].join('\n');
      const longMessage = message + 'x'.repeat(5000 - message.length);
      expect(longMessage).toHaveLength(5000);
      await fillContact(form, {
        name: hostileName,
        phone: '98765 43210',
        email: 'a+b@example.co.in',
        message: longMessage,
      });
      await form.getByRole('combobox', { name: /Subject/ }).click();
      await page.getByRole('option', { name: 'Feedback' }).click();
      const { text } = await chatOpenedBy(page.context(), () =>
        form.getByRole('button', { name: 'Send Message' }).click(),
      );
      expect(text).toBe(
        [
          'Hi POD! New message from the contact form.',
          '',
          `Name: ${hostileName}`,
          'Phone: 98765 43210',
          'Email: a+b@example.co.in',
          'Subject: Feedback',
          'Message:',
          longMessage,
        ].join('\n'),
      );
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(cspViolations).toEqual([]);
      await expect(toasts(page, 'Message Sent Successfully').last()).toBeVisible();
    });
  });
});

/**
 * Moves down an open select's list one key at a time, each key's focus landing before the next key goes. Radix
 * moves the focus in a timeout after the key: keys sent faster than a busy browser runs its timers all start from
 * the same option (and an Enter then chooses that one), which no person typing can do.
 */
async function arrowDownThrough(page: Page, options: readonly string[]) {
  for (const next of options) {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: next, exact: true })).toBeFocused();
  }
}
