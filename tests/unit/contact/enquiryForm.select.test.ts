import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { enquiryFormMachine } from '../../../machines/contact/enquiryForm.machine';
import {
  initialEnquiryFormState,
  sameEnquiryFormState,
  selectEnquiryFormState,
} from '../../../machines/contact/enquiryForm.select';

const kinds = ['visit', 'contact'] as const;

describe('enquiry form state, as a page reads it', () => {
  it.each(kinds)('the %s form drawn before its machine runs is the one its machine starts in', (kind) => {
    const actor = createActor(enquiryFormMachine, { input: { kind, chatNumber: '+91 90000 00011' } }).start();
    const started = selectEnquiryFormState(actor.getSnapshot());
    expect(started).toEqual(initialEnquiryFormState(kind));
    expect(sameEnquiryFormState(initialEnquiryFormState(kind), started)).toBe(true);
  });

  it('is the same object for the same snapshot, and a new one once something is typed', () => {
    const actor = createActor(enquiryFormMachine, { input: { kind: 'visit', chatNumber: '+91 90000 00011' } }).start();
    const before = selectEnquiryFormState(actor.getSnapshot());
    expect(selectEnquiryFormState(actor.getSnapshot())).toBe(before);
    actor.send({ type: 'user.changeField', field: 'name', value: 'Priya' });
    const after = selectEnquiryFormState(actor.getSnapshot());
    expect(after).not.toBe(before);
    expect(after.values.name).toBe('Priya');
    expect(sameEnquiryFormState(before, after)).toBe(false);
  });

  it('tells apart a different state, an error, or a chat link', () => {
    const blank = initialEnquiryFormState('visit');
    expect(sameEnquiryFormState(blank, { ...blank, status: 'sending' })).toBe(false);
    expect(sameEnquiryFormState(blank, { ...blank, errors: { name: 'Full Name is required' } })).toBe(false);
    expect(sameEnquiryFormState(blank, { ...blank, chatHref: 'https://wa.me/919000000011' })).toBe(false);
    expect(sameEnquiryFormState(blank, { ...blank, values: { ...blank.values } })).toBe(true);
  });
});
