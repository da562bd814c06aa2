import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../../machines/forms/forms.messages';
import { validateContact, validateVisit } from '../../../machines/contact/enquiry.schema';
import {
  messageSentToast,
  subjectLabels,
  subjects,
  VISIT_PHONE_PLACEHOLDER,
  visitScheduledToast,
  visitSportLabel,
  visitSports,
} from '../../../machines/forms/forms.rules';
import { validateAdminLogin, validateBookingCustomer } from '../../../machines/forms/forms.schema';

describe('validateBookingCustomer', () => {
  it('name, then phone, then phone digits', () => {
    expect(validateBookingCustomer({ name: ' ', phone: '' })).toBe(checkoutMessages.nameRequired);
    expect(validateBookingCustomer({ name: 'A', phone: ' ' })).toBe(checkoutMessages.phoneRequired);
    expect(validateBookingCustomer({ name: 'A', phone: '12345' })).toBe(checkoutMessages.invalidPhone);
    expect(validateBookingCustomer({ name: 'A', phone: '98765 43210' })).toBeNull();
    expect(validateBookingCustomer(undefined)).toBe(checkoutMessages.nameRequired);
  });
});

describe('validateVisit', () => {
  it('requires full name and phone only', () => {
    expect(validateVisit({ name: '', phone: '' })).toEqual({
      name: 'Full Name is required',
      phone: 'Phone Number is required',
    });
    expect(validateVisit({ name: 'A', phone: ' ' })).toEqual({ phone: 'Phone Number is required' });
    expect(validateVisit({ name: 'A', phone: 'anything' })).toBeNull();
    expect(VISIT_PHONE_PLACEHOLDER).toBe('+91 XXXXX XXXXX');
  });
  it('sports and toast', () => {
    expect(visitSports.map((s) => s.value)).toEqual([
      'badminton',
      'tennis',
      'pickleball',
      'turf',
      'multiple',
      'coaching',
    ]);
    expect(visitSportLabel('multiple')).toBe('Multiple Sports');
    expect(visitSportLabel('coaching')).toBe('Coaching Programs');
    expect(visitSportLabel(undefined)).toBeUndefined();
    expect(visitScheduledToast).toEqual({
      title: 'Visit Scheduled!',
      description: "Thank you for your interest. We'll contact you shortly to confirm your visit.",
    });
  });
});

describe('validateContact', () => {
  const valid = { name: 'A', phone: '9000000000', email: 'a@b.co', subject: 'feedback', message: 'Hi' };
  it('all fields required, email shaped, subject from the list', () => {
    expect(validateContact(valid)).toBeNull();
    expect(validateContact({})).toEqual({
      name: 'Name is required',
      phone: 'Phone is required',
      email: 'Email is required',
      subject: 'Please choose a subject',
      message: 'Message is required',
    });
    expect(validateContact({ ...valid, email: 'nope' })).toEqual({ email: 'Please enter a valid email address' });
    expect(validateContact({ ...valid, subject: '' })).toEqual({ subject: 'Please choose a subject' });
  });
  it('subjects and toast', () => {
    expect(subjects).toEqual(['booking', 'membership', 'coaching', 'events', 'merchandise', 'feedback', 'other']);
    expect(Object.keys(subjectLabels)).toEqual([...subjects]);
    expect(messageSentToast).toEqual({
      title: 'Message Sent Successfully',
      description: "We'll get back to you within 24 hours.",
    });
  });
});

describe('validateAdminLogin', () => {
  it('both required, email shaped', () => {
    expect(validateAdminLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateAdminLogin({ email: 'admin', password: 'x' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateAdminLogin({ email: 'admin@pod.example', password: 'x' })).toBeNull();
  });
});

describe('validators never throw (property)', () => {
  it('on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        for (const validate of [validateBookingCustomer, validateVisit, validateContact, validateAdminLogin]) {
          const result = (validate as (v: unknown) => unknown)(value);
          expect(result === null || typeof result === 'object').toBe(true);
        }
      }),
    );
  });
  it('valid means every required field is non-blank', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: fc.string(),
          phone: fc.string(),
          email: fc.string(),
          subject: fc.string(),
          message: fc.string(),
        }),
        (form) => {
          if (validateVisit(form) === null) expect(form.name.trim() && form.phone.trim()).toBeTruthy();
          if (validateContact(form) === null) {
            expect(Object.values(form).every((v) => v.trim() !== '')).toBe(true);
            expect((subjects as readonly string[]).includes(form.subject)).toBe(true);
          }
        },
      ),
    );
  });
});
