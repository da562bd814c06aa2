/** The System Settings form and the details pages derive from the settings: hours in words, the address's parts. */
import { describe, expect, it } from 'vitest';
import { passwordFormErrors, passwordFailureErrors } from '../../../machines/admin/account.view';
import { defaultSiteSettings, holdTimes } from '../../../machines/admin/settings';
import { settingsDraftOf, settingsErrorOf, validateSettings } from '../../../machines/admin/settings.form';
import {
  addressLines,
  hoursText,
  openingHoursOf,
  postalPartsOf,
  shortHoursText,
  siteSettingsOf,
} from '../../../machines/site/siteDetails';

const draft = settingsDraftOf({ settings: defaultSiteSettings, version: 4 });

describe('the System Settings form', () => {
  it('sends the typed settings with numbers as numbers, trimmed, and the version it loaded', () => {
    const checked = validateSettings({
      ...draft,
      values: { ...draft.values, 'booking.daysAhead': ' 14 ', name: ' POD Arena ' },
      notifications: { ...draft.notifications, order_paid: false },
    });
    expect(checked).toEqual({
      ok: true,
      request: {
        version: 4,
        settings: {
          ...defaultSiteSettings,
          name: 'POD Arena',
          booking: { ...defaultSiteSettings.booking, daysAhead: 14 },
          notifications: { ...defaultSiteSettings.notifications, order_paid: false },
        },
      },
    });
  });

  it('says what is wrong next to each field, a blank number included', () => {
    const checked = validateSettings({
      ...draft,
      values: {
        ...draft.values,
        'booking.holdMinutes': '',
        'booking.refund.latePercent': '2.5',
        'phones.academy': '555',
        'hours.sports.closes': '00:00',
      },
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        'booking.holdMinutes': 'Hold minutes must be a number.',
        'booking.refund.latePercent': 'Late refund percent must be a whole number.',
        'phones.academy': 'Enter an Indian 10-digit number, such as +91 98765 43210.',
        'hours.sports.closes': 'Closing time must be after opening time.',
      },
    });
  });

  it("puts the server's refusal next to its field, and nothing for another message", () => {
    expect(settingsErrorOf('settings.booking.daysAhead: Days ahead can be at most 60.')).toEqual({
      'booking.daysAhead': 'Days ahead can be at most 60.',
    });
    expect(settingsErrorOf('Someone else changed this meanwhile.')).toBeUndefined();
  });

  it('ends a hold after its minutes and keeps its slots for the grace after', () => {
    const at = Date.parse('2026-11-21T04:30:00Z');
    const { endsAt, slotsKeptUntil } = holdTimes(
      { ...defaultSiteSettings.booking, holdMinutes: 10, graceMinutes: 5 },
      at,
    );
    expect([endsAt.getTime() - at, slotsKeptUntil.getTime() - at]).toEqual([600_000, 900_000]);
  });
});

describe('My Account password form', () => {
  const account = { email: 'priya@pod.example', name: 'Priya Nair' };
  it('asks for the current password, a strong new one, typed the same twice', () => {
    expect(passwordFormErrors({ current: '', password: 'short', repeat: '' }, account)).toEqual({
      current: 'Enter your current password.',
      password: 'Use at least 12 characters (this one has 5).',
    });
    expect(
      passwordFormErrors({ current: 'x', password: 'floodlit-courts-77', repeat: 'floodlit-courts-7' }, account),
    ).toEqual({
      repeat: 'This is not the same as the new password. Type it again.',
    });
    expect(
      passwordFormErrors(
        { current: 'floodlit-courts-77', password: 'floodlit-courts-77', repeat: 'floodlit-courts-77' },
        account,
      ),
    ).toEqual({ password: 'Choose a password different from the current one.' });
    expect(
      passwordFormErrors({ current: 'x', password: 'floodlit-courts-77', repeat: 'floodlit-courts-77' }, account),
    ).toEqual({});
  });

  it("puts the server's refusal next to the field it names", () => {
    expect(passwordFailureErrors('current', 'Your current password is not right. Nothing was changed.')).toEqual({
      current: 'Your current password is not right. Nothing was changed.',
    });
    expect(passwordFailureErrors('password', 'password: Use at least 12 characters (this one has 6).')).toEqual({
      password: 'Use at least 12 characters (this one has 6).',
    });
    expect(passwordFailureErrors(undefined, 'Could not reach the server.')).toBeUndefined();
  });
});

describe("the centre's details as pages show them", () => {
  it('words the hours: round the clock, or a daily range', () => {
    expect(hoursText({ opens: '00:00', closes: '24:00' })).toBe('Open 24 hours, 7 days a week');
    expect(hoursText({ opens: '11:00', closes: '23:00' })).toBe('11 AM – 11 PM daily');
    expect(shortHoursText({ opens: '06:30', closes: '24:00' })).toBe('Open 6:30 AM – midnight');
    expect(openingHoursOf({ opens: '00:00', closes: '24:00' })).toBe('always');
    expect(openingHoursOf({ opens: '06:00', closes: '24:00' })).toEqual({ opens: '06:00', closes: '23:59' });
  });

  it('splits a one-line Indian address into its parts, and keeps another shape whole', () => {
    expect(postalPartsOf(defaultSiteSettings.address)).toEqual({
      street: 'OMR Service Road',
      locality: 'Sholinganallur',
      city: 'Chennai',
      region: 'Tamil Nadu',
      postalCode: '600119',
    });
    expect(postalPartsOf('Plot 4, 2nd Street, Velachery, Chennai, Tamil Nadu 600042').street).toBe(
      'Plot 4, 2nd Street',
    );
    expect(addressLines('Behind the metro station, Chennai')).toEqual(['Behind the metro station, Chennai']);
  });

  it("reads a page's settings, keeping the fallback's value where one is missing or of another type", () => {
    const read = siteSettingsOf(
      { ...defaultSiteSettings, name: 42, phones: { ...defaultSiteSettings.phones, cafe: '+91 98765 00000' } },
      defaultSiteSettings,
    );
    expect(read.name).toBe(defaultSiteSettings.name);
    expect(read.phones.cafe).toBe('+91 98765 00000');
    expect(siteSettingsOf(null, defaultSiteSettings)).toBe(defaultSiteSettings);
  });
});
