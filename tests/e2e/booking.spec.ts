import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './support/test';
import { installPaymentDouble, payButton } from './support/paymentDouble';
import { gotoHydrated } from './support/hydration';
import { newTabAddress } from './support/tabs';
import { expectToast } from './support/toast';
import { countRequests } from './support/settled';

/**
 * Court booking on the production build with the clock fixed at Saturday 21 November 2026, 10:00 in Chennai (the
 * calendar opens on December 2026) and the card provider's script answered by a test double: weekday and weekend
 * totals, the coaching block, a date change clearing the slot, multiple sessions (add, already-added slots
 * disabled, remove, clear), a paid booking with Booking Confirmed!, the chat link and the .ics file,
 * /schedule?sport=, bad input (hostile ?sport, a past ?date, double click on Pay, a dismissed payment) and a
 * keyboard-only booking. Tests tagged @phone run at 390 px.
 */

const FIXED_NOW = new Date('2026-11-21T10:00:00+05:30');
const TUESDAY = '2026-12-01';
const WEDNESDAY = '2026-12-02';
const SATURDAY = '2026-12-05';
// Tests share one server and database and run in parallel: each test that holds or pays uses its own dates, so
// no two tests reach for the same slot, and its own phone number: every test comes from 127.0.0.1, and a new hold
// from the same address and phone releases that visitor's previous one (another test's, mid-payment).
const MULTI_TUESDAY = '2026-12-08';
/** The single paid booking's day: a Tuesday no other test opens (it once shared TUESDAY, and its hold showed up as Held in the multiple-sessions test running beside it). */
const PAID_TUESDAY = '2026-12-22';
const MULTI_SATURDAY = '2026-12-12';
const NEXT_THURSDAY = '2026-12-10';
const NEXT_FRIDAY = '2026-12-11';
/**
 * The day shown while the booking calls cannot arrive: no test changes it, so no live update (another test's hold on
 * the shown day) brings its slots before Retry does.
 */
const UNTOUCHED_DAY = '2026-12-09';

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(FIXED_NOW);
});

const bookingSection = (page: Page) => page.locator('section#booking');
const day = (page: Page, date: string) => page.locator(`button[data-date="${date}"]`);
const slot = (page: Page, time: string) => page.locator(`[data-testid="slot-grid"] button[data-time="${time}"]`);
const summary = (page: Page) => page.locator('section[data-status]');

/** The first available slot at or after `from` ('HH:MM'), read from the grid. */
async function freeSlot(page: Page, from = '06:00', skip: string[] = []): Promise<string> {
  // The chosen date's availability comes from the server: wait until it is shown.
  await expect(page.locator('[data-availability="ready"]')).toBeVisible();
  await expect(page.getByTestId('slot-grid')).toBeVisible();
  const time = await page.evaluate(
    ([start, skipped]) =>
      Array.from(
        document.querySelectorAll<HTMLButtonElement>('[data-testid="slot-grid"] button[data-state="available"]'),
      )
        .map((b) => b.dataset.time!)
        .find((t) => t >= start! && !(skipped as string[]).includes(t)),
    [from, skip] as const,
  );
  if (!time) throw new Error(`No free slot from ${from}`);
  return time;
}

async function openBadminton(page: Page) {
  await gotoHydrated(page, '/sports');
  await page.getByRole('button', { name: 'Book Badminton' }).click();
  await expect(page).toHaveURL(/\/sports\?sport=badminton#booking$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Book Badminton' })).toBeFocused();
}

async function fillCustomer(page: Page, name = 'Priya Raman', phone = '98765 43210') {
  await page.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Phone Number' }).fill(phone);
}

/** Presses Tab until `target` has focus (keyboard only). */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('sports page', () => {
  test('shows the sport list with every section, its own title, and opens a sport in-page', async ({ page }) => {
    await gotoHydrated(page, '/sports');
    await expect(page).toHaveTitle(/Book a Court/);
    await expect(page.locator('meta[name="description"]').first()).toHaveAttribute('content', /badminton/i);
    await expect(page.getByText('Book 7 Days Advance')).toBeVisible();
    await expect(page.getByText('4 courts')).toBeVisible();
    await expect(page.getByText('Peak 6-9 PM')).toBeVisible();
    await expect(bookingSection(page)).toHaveAttribute('data-view', 'list');
    for (const sport of ['Badminton', 'Tennis', 'Pickleball', 'Futsal']) {
      await expect(page.getByRole('button', { name: `Book ${sport}` })).toBeVisible();
    }
    for (const heading of ['What Players Say', 'Find Us', 'Our Partners', 'Why Choose POD']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    // The map loads as it nears the screen.
    await page.getByRole('heading', { level: 2, name: 'Find Us' }).scrollIntoViewIfNeeded();
    await expect(page.locator('iframe[title^="Map of"]')).toBeAttached();
    const priceToggle = page.getByRole('button', { name: 'Price List & Add-ons' });
    await priceToggle.click();
    await expect(page.getByRole('list', { name: 'Futsal prices' })).toContainText('2 hours₹2,000 per session'); // the rate table's two-hour price
    await priceToggle.click();
    await expect(priceToggle).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'Book Tennis' }).click();
    await expect(page).toHaveURL(/\?sport=tennis#booking$/);
    await expect(bookingSection(page)).toHaveAttribute('data-view', 'booking');
    await expect(page.getByRole('grid', { name: 'December 2026' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Sports' }).click();
    await expect(bookingSection(page)).toHaveAttribute('data-view', 'list');
    await expect(page.getByRole('heading', { level: 2, name: 'Choose Your Sport' })).toBeFocused();
    // The browser's back button returns to the booking view.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: 'Book Tennis' })).toBeVisible();
  });

  test('/sports?sport=tennis#booking opens the booking view directly; its booking question opens the sports chat; back at the sport list, what was typed and the month shown stay for the next sport', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/sports?sport=tennis#booking');
    await expect(page.getByRole('heading', { level: 2, name: 'Book Tennis' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Court 1' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Court 2' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Court 3' })).toHaveCount(0);
    await expect(bookingSection(page)).toBeInViewport();

    await test.step('a question about booking opens the sports chat with the booking enquiry for the sport shown', async () => {
      const enquiry = page.getByRole('button', { name: 'Questions about booking? Chat with us' });
      const chatUrl = decodeURIComponent(await newTabAddress(context, () => enquiry.click()));
      expect(chatUrl).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      expect(chatUrl).toContain("I'd like to book a Tennis court. Could you share the available slots?");
    });

    await test.step('going back to the sport list keeps what was typed and the month shown for the next sport', async () => {
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect(page.getByRole('grid', { name: 'January 2027' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Full Name' }).fill('Priya Raman');
      await page.getByRole('button', { name: 'Back to Sports' }).click();
      await page.getByRole('button', { name: 'Book Futsal' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Book Futsal' })).toBeFocused();
      await expect(page.getByRole('grid', { name: 'January 2027' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Priya Raman');
    });
  });

  test('the booking calls load after the page: if they cannot arrive, the slots say so and Retry brings them', async ({
    page,
  }) => {
    // The requests' module (with the schema library) is fetched once the page is live: here it cannot arrive.
    await page.route('**/assets/bookingRequests-*.js', (route) => route.abort('internetdisconnected'));
    // Live availability stays silent (its stream never answers), so nothing but Retry brings the slots: once the
    // module can arrive, the stream's next event or a poll would fill the grid by itself, and Retry would be gone.
    await page.route('**/api/availability/live?**', () => undefined);
    await openBadminton(page);
    await day(page, UNTOUCHED_DAY).click();
    const grid = bookingSection(page);
    await expect(grid.getByRole('alert')).toContainText(
      'We could not reach the POD server. Check your internet connection and try again.',
    );
    await page.unroute('**/assets/bookingRequests-*.js');
    await grid.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-availability="ready"]')).toBeVisible();
    await expect(page.getByTestId('slot-grid').locator('button[data-state="available"]').first()).toBeVisible();
  });

  test('the booking view loads after the sport list: if it cannot arrive, choosing a sport says so and Try again shows it, focused', async ({
    page,
  }) => {
    await page.route('**/assets/BookingView-*.js', (route) => route.abort('internetdisconnected'));
    await gotoHydrated(page, '/sports');
    await page.getByRole('button', { name: 'Book Tennis' }).click();
    await expect(bookingSection(page)).toHaveAttribute('data-view', 'booking');
    const alert = bookingSection(page).getByRole('alert');
    await expect(alert).toContainText('The booking calendar could not load');
    await expect(alert).toContainText('The connection dropped. Check your internet connection and try again.');
    await page.unroute('**/assets/BookingView-*.js');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Book Tennis' })).toBeFocused();
    await expect(page.getByRole('grid', { name: 'December 2026' })).toBeVisible();
  });

  // Markup in the address never runs and the sport list shows. The other unknown values ('cricket', 'TENNIS',
  // '__proto__', '') are the same rule: tests/unit/booking/schedule.test.ts › sports page: a known sport, else null.
  test('an unknown ?sport (markup) falls back to the sport list and never runs', async ({ page }) => {
    page.on('dialog', () => {
      throw new Error('A dialog opened: markup from the URL ran');
    });
    await gotoHydrated(page, `/sports?sport=${encodeURIComponent('<script>alert(1)</script>')}#booking`);
    await expect(bookingSection(page)).toHaveAttribute('data-view', 'list');
    await expect(page.getByRole('button', { name: 'Book Badminton' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('<script>');
  });

  test('a date in the past typed into the URL is ignored', async ({ page }) => {
    await gotoHydrated(page, '/sports?sport=badminton&date=2020-01-01#booking');
    await expect(page.getByRole('grid', { name: 'December 2026' })).toBeVisible();
    await expect(page.locator('button[data-date][data-state="selected"]')).toHaveCount(0);
    await expect(page.getByText('Choose a date to see the available time slots.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete Booking Details' })).toBeVisible();
  });
});

test.describe('booking view', () => {
  test('the calendar and the slots: the weekdays-only filter (₹350 Only hides weekends, Show All brings them back), weekday and weekend totals (a new date clears the slot), the weekday coaching block (4:30-8 PM) that cannot be booked, and no 4-hour start that would run into it', async ({
    page,
  }) => {
    await openBadminton(page);
    await test.step('the weekdays-only filter', async () => {
      await page.getByRole('button', { name: '₹350 Only' }).click();
      await expect(day(page, SATURDAY)).toHaveAttribute('data-state', 'filtered');
      await day(page, SATURDAY).click({ force: true });
      await expect(day(page, SATURDAY)).not.toHaveAttribute('data-state', 'selected');
      await page.getByRole('button', { name: 'Show All' }).click();
      await expect(day(page, SATURDAY)).toHaveAttribute('data-state', 'available');
      await page.getByRole('button', { name: 'Previous month' }).click();
      await expect(page.getByRole('grid', { name: 'November 2026' })).toBeVisible();
      await expect(day(page, '2026-11-20')).toHaveAttribute('data-state', 'past');
      await expect(page.getByRole('button', { name: 'Previous month' })).toHaveAttribute('aria-disabled', 'true');
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect(page.getByRole('grid', { name: 'December 2026' })).toBeVisible();
    });

    await test.step('weekday and weekend totals; a new date clears the slot', async () => {
      await expect(page.getByRole('button', { name: 'Complete Booking Details' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await expect(page.getByText('Please complete all booking details before proceeding to payment.')).toBeVisible();
      await expect(day(page, TUESDAY)).toContainText('₹350');
      await expect(day(page, SATURDAY)).toContainText('₹500');

      await day(page, TUESDAY).click();
      const morning = await freeSlot(page, '07:00');
      await slot(page, morning).click();
      await expect(slot(page, morning)).toHaveAttribute('data-state', 'selected');
      await page.getByRole('radio', { name: '2 hours' }).click();
      await expect(summary(page)).toContainText('Tuesday, 1 December 2026');
      await expect(summary(page)).toContainText('₹350 per hour');
      await expect(summary(page).locator('[data-part="total"]')).toHaveText('Total₹700');
      await expect(payButton(page)).toHaveText('Pay ₹700');
      await expect(page.getByText('Please complete all booking details before proceeding to payment.')).toHaveCount(0);

      // A new date in single mode clears the chosen slot.
      await day(page, SATURDAY).click();
      await expect(page.locator('[data-testid="slot-grid"] button[data-state="selected"]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Complete Booking Details' })).toBeVisible();
      const evening = await freeSlot(page, '18:00');
      await slot(page, evening).click();
      await page.getByRole('radio', { name: '1.5 hours' }).click();
      await expect(summary(page)).toContainText('₹500 per hour');
      await expect(payButton(page)).toHaveText('Pay ₹750');
      await page.getByRole('radio', { name: '4 hours' }).click();
      await expect(payButton(page)).toHaveText('Pay ₹2,000');
    });

    await test.step('the weekday coaching block (4:30-8 PM) cannot be booked; weekends have none', async () => {
      await page.getByRole('radio', { name: '1 hour' }).click();
      await day(page, TUESDAY).click();
      for (const time of ['16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30']) {
        await expect(slot(page, time)).toHaveAttribute('data-state', /^(coaching|booked)$/);
        await expect(slot(page, time)).toHaveAttribute('aria-disabled', 'true');
      }
      await expect(slot(page, '20:00')).not.toHaveAttribute('data-state', 'coaching');
      const coaching = page.locator('[data-testid="slot-grid"] button[data-state="coaching"]').first();
      await expect(coaching).toHaveAccessibleName(/^Tuesday, 1 December 2026, \d+:\d\d PM, ₹350 per hour, Coaching$/);
      await coaching.click({ force: true });
      await expect(page.locator('[data-testid="slot-grid"] button[data-state="selected"]')).toHaveCount(0);
      await day(page, SATURDAY).click();
      await expect(page.locator('[data-testid="slot-grid"] button[data-state="coaching"]')).toHaveCount(0);
    });

    await test.step('a 4-hour start that would run into the coaching block is not offered', async () => {
      // A Tuesday whose 12:00 to 2 PM no test books (booking.spec's paid booking takes its morning).
      await day(page, PAID_TUESDAY).click();
      await expect(page.locator('[data-availability="ready"]')).toBeVisible();
      await page.getByRole('radio', { name: '4 hours' }).click();
      await expect(slot(page, '14:00')).toBeDisabled();
      await expect(slot(page, '14:00')).toHaveAccessibleName(/runs into coaching/);
      await expect(slot(page, '12:00')).toBeEnabled();
      await page.getByRole('radio', { name: '1 hour' }).click();
      await expect(slot(page, '14:00')).toBeEnabled();
    });
  });

  test('multiple sessions: add, already-added slots disabled, remove, clear all, combined total; paying for several charges the combined total and writes one event each', async ({
    page,
  }) => {
    const payment = await installPaymentDouble(page);
    await openBadminton(page);
    await page.getByRole('radio', { name: 'Multiple Sessions' }).click();
    await page.getByRole('button', { name: 'Add Session' }).click();
    await expectToast(page, 'Please select date and time', 'Choose both a date and time slot to add a session.');

    await day(page, TUESDAY).click();
    const first = await freeSlot(page, '07:00');
    await slot(page, first).click();
    await page.getByRole('button', { name: 'Add Session' }).click();
    await expectToast(page, 'Session added!');
    await expect(page.getByRole('heading', { name: 'Your Sessions (1)' })).toBeVisible();
    // Adding resets date, time and duration.
    await expect(page.locator('button[data-date][data-state="selected"]')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: '1 hour' })).toBeChecked();

    // The added slot is disabled for that date (on either court): no duplicate can be picked.
    await day(page, TUESDAY).click();
    await expect(slot(page, first)).toHaveAttribute('data-state', 'added');
    await expect(slot(page, first)).toHaveAttribute('aria-disabled', 'true');
    await slot(page, first).click({ force: true });
    await expect(slot(page, first)).toHaveAttribute('data-state', 'added');
    await page.getByRole('radio', { name: 'Court 2' }).click();
    await expect(slot(page, first)).toHaveAttribute('data-state', /^(added|booked)$/);
    await page.getByRole('button', { name: 'Add Session' }).click();
    await expectToast(page, 'Please select date and time');

    const second = await freeSlot(page, '20:00');
    await slot(page, second).click();
    await page.getByRole('radio', { name: '2 hours' }).click();
    await page.getByRole('button', { name: 'Add Session' }).click();
    await day(page, SATURDAY).click();
    const third = await freeSlot(page, '09:00');
    await slot(page, third).click();
    await page.getByRole('button', { name: 'Add Session' }).click();
    await expect(page.getByRole('heading', { name: 'Your Sessions (3)' })).toBeVisible();
    // 1 h × ₹350 + 2 h × ₹350 + 1 h × ₹500.
    await expect(page.locator('[data-part="combined-total"]')).toHaveText('Combined total₹1,550');
    await expect(payButton(page)).toHaveText('Pay ₹1,550');

    await page.getByRole('button', { name: /^Remove Tue, 1 Dec 2026, .*Court 2, 2 hours$/ }).click();
    await expectToast(page, 'Session removed');
    await expect(page.locator('[data-part="combined-total"]')).toHaveText('Combined total₹850');
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expectToast(page, 'All sessions cleared');
    await expect(page.getByRole('heading', { name: 'Your Sessions (0)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete Booking Details' })).toBeVisible();

    await test.step('paying for several sessions charges the combined total and writes one event each', async () => {
      await day(page, MULTI_TUESDAY).click();
      await slot(page, await freeSlot(page, '07:00')).click();
      await page.getByRole('button', { name: 'Add Session' }).click();
      await day(page, MULTI_SATURDAY).click();
      await slot(page, await freeSlot(page, '18:00')).click();
      await page.getByRole('radio', { name: '2 hours' }).click();
      await page.getByRole('button', { name: 'Add Session' }).click();
      await fillCustomer(page, 'Priya Raman', '98765 01001');
      await payButton(page).click();
      expect(await payment.lastOptions()).toMatchObject({
        amount: 135000,
        description: 'Payment for Badminton court booking (2 sessions) (Demo payment: no money is taken)',
      });
      await payment.succeed('pay_MULTI01');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Add to Calendar (.ics)' }).click(),
      ]);
      const ics = await readFile((await download.path())!, 'utf8');
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
      expect(ics).toContain('DTSTART;TZID=Asia/Kolkata:20261212T');
    });
  });
});

test.describe('paying for a booking', () => {
  test('a paid booking: provider options, Payment Successful!, Booking Confirmed! with the chat, and the .ics file', async ({
    page,
    context,
  }) => {
    const payment = await installPaymentDouble(page);
    await openBadminton(page);
    await day(page, PAID_TUESDAY).click();
    const time = await freeSlot(page, '07:00');
    await slot(page, time).click();
    await page.getByRole('radio', { name: '2 hours' }).click();
    await fillCustomer(page);
    // This server holds no provider keys (demo payments): the booking says no money is taken, and so does the dialog.
    await expect(page.locator('[data-part="demo-payment"]')).toHaveText('Demo payment: no money is taken');
    await payButton(page).click();
    await expectToast(page, 'Initializing Payment');
    const options = await payment.lastOptions();
    expect(options).toMatchObject({
      amount: 70000,
      currency: 'INR',
      description: 'Payment for Badminton court booking (Demo payment: no money is taken)',
      prefill: { name: 'Priya Raman', contact: '9876543210' },
      config: { display: { sequence: ['block.upi'] } },
    });
    await expect(page.getByRole('button', { name: 'Processing...' })).toHaveAttribute('aria-busy', 'true');

    await payment.succeed('pay_BOOK0001');
    await expectToast(page, 'Payment Successful!', 'Payment ID: pay_BOOK0001');
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeFocused();
    await expect(page.locator('[data-status="paid"] [data-part="demo-payment"]')).toHaveText(
      'Demo payment: no money is taken',
    );
    const confirmed = await expectToast(page, 'Booking Confirmed!');
    const chatUrl = decodeURIComponent(
      await newTabAddress(context, () => confirmed.getByRole('button', { name: 'Confirm' }).click()),
    );
    expect(chatUrl).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(chatUrl).toContain('Payment ID: pay_BOOK0001');
    expect(chatUrl).toContain('Court 1, 2 hours');
    expect(chatUrl).toContain('Total paid: ₹700');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to Calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('POD-Booking-pay_BOOK0001.ics');
    const ics = await readFile((await download.path())!, 'utf8');
    const hh = time.replace(':', '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`DTSTART;TZID=Asia/Kolkata:${PAID_TUESDAY.replaceAll('-', '')}T${hh}00`);
    expect(ics).toContain('SUMMARY:Badminton - Court 1 (POD)');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);

    // Book another: the selection was reset, the customer's details kept.
    await page.getByRole('button', { name: 'Book Another Session' }).click();
    await expect(page.getByRole('button', { name: 'Complete Booking Details' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Priya Raman');
  });

  // The script failing to load and the provider object missing are the shared payment flow's, tested once through
  // the shop (shop.spec.ts › checkout › the payment failures a visitor sees) and for every outcome in
  // tests/unit/checkout/payment.machine.test.ts (spec messages are exact; provider error; payment.failed).
  test('customer details are checked before the provider loads; a double click on Pay opens one dialog; a dismissed or failed payment keeps the selection', async ({
    page,
  }) => {
    const payment = await installPaymentDouble(page);
    await openBadminton(page);
    await day(page, NEXT_THURSDAY).click();
    const time = await freeSlot(page, '08:00');
    await slot(page, time).click();

    await test.step('customer details are checked before the provider loads', async () => {
      await payButton(page).click();
      await expectToast(page, 'Name required', 'Please enter your full name.');
      await expect(page.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
      await page.getByRole('textbox', { name: 'Full Name' }).fill('Priya Raman');
      await page.getByRole('textbox', { name: 'Phone Number' }).fill('12345');
      await payButton(page).click();
      await expectToast(page, 'Invalid phone number', 'Please enter a valid 10-digit phone number.');
      await expect(page.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('aria-invalid', 'true');
      expect(payment.scriptRequests()).toBe(0);
    });

    await test.step('a double click on Pay opens one dialog', async () => {
      await fillCustomer(page, 'Priya Raman', '98765 01002');
      const holds = countRequests(page, 'POST', '/api/holds');
      await payButton(page).dblclick();
      await expect.poll(() => payment.dialogsOpened()).toBe(1);
      // A second payment would have asked for its hold at the second click, before the first dialog could open.
      expect(holds()).toBe(1);
      expect(await payment.dialogsOpened()).toBe(1);
      expect(payment.scriptRequests()).toBe(1);
    });

    await test.step('a dismissed payment keeps the selection', async () => {
      await payment.dismiss();
      const cancelled = await expectToast(
        page,
        'Payment Cancelled',
        'Your payment was cancelled. You can try again anytime.',
      );
      await expect(cancelled).toHaveAttribute('data-variant', 'destructive');
      await expect(slot(page, time)).toHaveAttribute('data-state', 'selected');
      await expect(day(page, NEXT_THURSDAY)).toHaveAttribute('data-state', 'selected');
      await expect(payButton(page)).toHaveText('Pay ₹350');
      await payButton(page).click();
      await expect.poll(() => payment.dialogsOpened()).toBe(2);
      expect(payment.scriptRequests()).toBe(1);
    });

    await test.step('the provider reports a failed payment: Payment failed, the selection stays', async () => {
      await payment.fail('Card declined by the bank');
      await expectToast(page, 'Payment failed', 'There was an error processing your payment. Please try again.');
      await expect(slot(page, time)).toHaveAttribute('data-state', 'selected');
    });
  });
});

test.describe('keyboard only', () => {
  test('books and pays for a badminton session next month without a mouse', async ({ page }) => {
    const payment = await installPaymentDouble(page);
    await gotoHydrated(page, '/sports');
    await tabTo(page, page.getByRole('button', { name: 'Book Badminton' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Book Badminton' })).toBeFocused();

    await tabTo(page, day(page, TUESDAY));
    await page.keyboard.press('ArrowRight');
    await expect(day(page, WEDNESDAY)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(day(page, WEDNESDAY)).toHaveAttribute('data-state', 'selected');

    const grid = page.getByTestId('slot-grid');
    await tabTo(page, grid.locator('button[tabindex="0"]'));
    // Walk right to the first available slot from 8 AM, then pick it with Enter.
    for (let i = 0; i < 48; i++) {
      const state = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return { state: el.dataset.state, time: el.dataset.time ?? '' };
      });
      if (state.state === 'available' && state.time >= '08:00') break;
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('Enter');
    const chosen = grid.locator('button[data-state="selected"]');
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toBeFocused();

    await tabTo(page, page.getByRole('radio', { name: '1 hour' }));
    await page.keyboard.press('ArrowRight');
    // Radix moves roving focus on a timer after an arrow key: wait for it before pressing Space.
    await expect(page.getByRole('radio', { name: '1.5 hours' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: '1.5 hours' })).toBeChecked();
    await expect(payButton(page)).toHaveText('Pay ₹525');

    await tabTo(page, page.getByRole('textbox', { name: 'Full Name' }));
    await page.keyboard.type('Priya Raman');
    await tabTo(page, page.getByRole('textbox', { name: 'Phone Number' }));
    await page.keyboard.type('98765 01004');
    await tabTo(page, payButton(page));
    await page.keyboard.press('Enter');
    expect(await payment.lastOptions()).toMatchObject({ amount: 52500 });
    await payment.succeed('pay_KEYS0001');
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Add to Calendar (.ics)' }));
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe('POD-Booking-pay_KEYS0001.ics');
  });
});

test.describe('schedule', () => {
  test('/schedule?sport=tennis shows tennis prices (the rate table the booking charges, lights from 6 PM), packages, group offer and disabled downloads', async ({
    page,
  }) => {
    await gotoHydrated(page, '/schedule?sport=tennis');
    await expect(page).toHaveTitle(/Schedule/);
    await expect(page.getByRole('radio', { name: 'Tennis' })).toBeChecked();
    const table = page.getByRole('table', { name: 'Tennis court prices' });
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table.getByRole('row', { name: /10:00 AM - 4:00 PM/ })).toContainText('₹1,000');
    await expect(table.getByRole('row', { name: /Saturday and Sunday/ })).toContainText('₹1,000');
    await expect(table.getByRole('row', { name: /Every day, 6:00 PM - 6:00 AM/ })).toContainText('₹1,200');
    for (const name of ['Monthly Unlimited', 'Session Pack 10', 'Session Pack 5', 'Premium Annual']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(page.getByText('Most Popular')).toHaveCount(1);
    await expect(page.getByText('Book 10 or more sessions together and save 15%.')).toBeVisible();
    const downloads = page.getByRole('region', { name: 'Downloads' }).getByRole('button');
    await expect(downloads).toHaveCount(2);
    for (const button of await downloads.all()) await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Downloads are coming soon.')).toBeVisible();

    await page.getByRole('radio', { name: 'Futsal' }).click();
    await expect(page).toHaveURL(/\?sport=futsal$/);
    await expect(page.getByRole('table', { name: 'Futsal court prices' })).toContainText('₹1,500');
    await expect(page.getByText('Any 2 hours: ₹2,000 (save ₹1,000).')).toBeVisible();
  });

  test('an unknown or hostile ?sport shows badminton', async ({ page }) => {
    await gotoHydrated(page, `/schedule?sport=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await expect(page.getByRole('table', { name: 'Badminton court prices' })).toContainText('₹350');
  });
});

test.describe('phone', () => {
  test('@phone books a session at 390 px: three-column slot grid, no sideways scrolling', async ({ page }) => {
    const payment = await installPaymentDouble(page);
    await gotoHydrated(page, '/sports?sport=badminton#booking');
    await day(page, NEXT_FRIDAY).click();
    const grid = page.getByTestId('slot-grid');
    expect(await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const time = await freeSlot(page, '07:00');
    await slot(page, time).click();
    const box = (await slot(page, time).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await fillCustomer(page, 'Priya Raman', '98765 01003');
    await payButton(page).click();
    await payment.succeed('pay_PHONE001');
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  });
});
