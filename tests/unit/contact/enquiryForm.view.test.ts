import { describe, expect, it } from 'vitest';
import { blankEnquiryValues } from '../../../machines/contact/enquiry.rules';
import { enquiryFormView, errorAnnouncement } from '../../../machines/contact/enquiryForm.view';

describe('enquiry form view', () => {
  it('the visit form: Full Name and Phone Number required, the tel placeholder, six sports, a 4-row message', () => {
    const view = enquiryFormView({
      kind: 'visit',
      status: 'editing',
      values: blankEnquiryValues('visit'),
      errors: {},
      chatHref: null,
    });
    expect(view.fields.map((f) => [f.name, f.kind, f.label, f.required])).toEqual([
      ['name', 'text', 'Full Name', true],
      ['phone', 'tel', 'Phone Number', true],
      ['sport', 'select', 'Sport', false],
      ['message', 'textarea', 'Message', false],
    ]);
    expect(view.fields[1]!.placeholder).toBe('+91 XXXXX XXXXX');
    expect(view.fields[2]!.options!.map((o) => o.value)).toEqual([
      'badminton',
      'tennis',
      'pickleball',
      'turf',
      'multiple',
      'coaching',
    ]);
    expect(view.fields[2]!.options!.map((o) => o.label)).toContain('Multiple Sports');
    expect(view.fields[3]!.rows).toBe(4);
    expect(view.submitLabel).toBe('Schedule Visit');
    expect(view.notice).toBeNull();
    expect(view.announcement).toBe('');
  });

  it('the contact form: five required fields with tel and email types and seven subjects', () => {
    const view = enquiryFormView({
      kind: 'contact',
      status: 'editing',
      values: blankEnquiryValues('contact'),
      errors: {},
      chatHref: null,
    });
    expect(view.fields.map((f) => [f.name, f.kind, f.required])).toEqual([
      ['name', 'text', true],
      ['phone', 'tel', true],
      ['email', 'email', true],
      ['subject', 'select', true],
      ['message', 'textarea', true],
    ]);
    expect(view.fields[3]!.options).toHaveLength(7);
  });

  it('errors sit at their fields and are announced in order', () => {
    const errors = { phone: 'Phone Number is required', name: 'Full Name is required' };
    const view = enquiryFormView({
      kind: 'visit',
      status: 'editing',
      values: { ...blankEnquiryValues('visit'), message: 'hi' },
      errors,
      chatHref: null,
    });
    expect(view.fields[0]!.error).toBe('Full Name is required');
    expect(view.fields[3]!.value).toBe('hi');
    expect(view.announcement).toBe('2 fields need attention: Full Name, Phone Number.');
    expect(errorAnnouncement('contact', { email: 'x' })).toBe('1 field needs attention: Email.');
  });

  it('after a send: a success notice, or a warning with the chat link when the tab was blocked', () => {
    const href = 'https://wa.me/919000000011?text=hi';
    const sent = enquiryFormView({
      kind: 'visit',
      status: 'sent',
      values: blankEnquiryValues('visit'),
      errors: {},
      chatHref: href,
    });
    expect(sent.notice).toMatchObject({ tone: 'success', href });
    const blocked = enquiryFormView({
      kind: 'visit',
      status: 'blocked',
      values: blankEnquiryValues('visit'),
      errors: {},
      chatHref: href,
    });
    expect(blocked.notice).toMatchObject({ tone: 'warning', href, linkLabel: 'Open chat to send' });
  });
});
