import { describe, expect, it } from 'vitest';
import {
  blankEnquiryValues,
  enquirySentToast,
  enquiryText,
  errorFields,
  subjectLabel,
} from '../../../machines/contact/enquiry.rules';
import { errorsAfterEdit, validateContact, validateEnquiry } from '../../../machines/contact/enquiry.schema';

const priya = {
  name: 'Priya Raman',
  phone: '98765 43210',
  email: 'priya@example.com',
  subject: 'booking',
  message: 'Hello',
};

describe('visit form rules', () => {
  it('requires Full Name and Phone Number only (spaces count as empty); sport and message are optional', () => {
    expect(validateEnquiry('visit', blankEnquiryValues('visit'))).toEqual({
      name: 'Full Name is required',
      phone: 'Phone Number is required',
    });
    expect(validateEnquiry('visit', { name: '   ', phone: '\t' })).toEqual({
      name: 'Full Name is required',
      phone: 'Phone Number is required',
    });
    expect(validateEnquiry('visit', { name: 'Priya', phone: 'call me maybe' })).toBeNull();
  });
});

describe('contact-us rules', () => {
  it('requires all five fields, reported in the form order', () => {
    const errors = validateContact(blankEnquiryValues('contact'));
    expect(errorFields('contact', errors)).toEqual(['name', 'phone', 'email', 'subject', 'message']);
    expect(errors).toMatchObject({
      name: 'Name is required',
      phone: 'Phone is required',
      message: 'Message is required',
    });
  });

  it('needs an email-shaped email and one of the seven subjects', () => {
    expect(validateContact({ ...priya, email: 'priya@example' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateContact({ ...priya, subject: 'spam' })).toEqual({ subject: 'Please choose a subject' });
    expect(validateContact(priya)).toBeNull();
  });

  it('needs a 10-digit Indian mobile number as in checkout', () => {
    for (const phone of ['12345 67890', '98765', '+91 98765 43210', '98765 432100']) {
      expect(validateContact({ ...priya, phone })).toEqual({ phone: 'Please enter a valid 10-digit phone number' });
    }
    for (const phone of ['9876543210', '98765-43210', '(987) 654 3210'])
      expect(validateContact({ ...priya, phone })).toBeNull();
  });
});

describe('errors after an edit', () => {
  it('an error stays until its field passes; typing never adds one', () => {
    const shown = { name: 'Name is required', email: 'Email is required' };
    expect(errorsAfterEdit('contact', shown, { ...blankEnquiryValues('contact'), name: 'P' })).toEqual({
      email: 'Email is required',
    });
    // The email is now wrong in another way: the field shows its current error.
    expect(errorsAfterEdit('contact', shown, { ...blankEnquiryValues('contact'), email: 'p@' })).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
    });
  });
});

describe('chat text and toast', () => {
  it('the visit request carries the sport label, the contact message the subject label', () => {
    expect(enquiryText('visit', { name: 'Priya', phone: '98765 43210', sport: 'multiple', message: '' })).toContain(
      'Sport: Multiple Sports',
    );
    expect(enquiryText('contact', priya)).toContain('Subject: Court Booking');
    expect(subjectLabel('other')).toBe('Other');
  });

  it('the spec toasts', () => {
    expect(enquirySentToast('visit')).toEqual({
      title: 'Visit Scheduled!',
      description: "Thank you for your interest. We'll contact you shortly to confirm your visit.",
    });
    expect(enquirySentToast('contact')).toEqual({
      title: 'Message Sent Successfully',
      description: "We'll get back to you within 24 hours.",
    });
  });
});
