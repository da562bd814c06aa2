import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  enquiryFormMachine,
  type EnquiryFormEmitted,
  type EnquiryFormInput,
} from '../../../machines/contact/enquiryForm.machine';
import { selectEnquiryStatus } from '../../../machines/contact/enquiryForm.select';

function start(input: EnquiryFormInput, opened: boolean | 'throws' = true) {
  const hrefs: string[] = [];
  const machine = enquiryFormMachine.provide({
    actors: {
      openChat: fromPromise(async ({ input: { href } }: { input: { href: string } }) => {
        hrefs.push(href);
        if (opened === 'throws') throw new Error('no window');
        return { opened };
      }),
    },
  });
  const actor = createActor(machine, { input });
  const emitted: EnquiryFormEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, hrefs };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const visit = { kind: 'visit', chatNumber: '+91 90000 00011' } as const;
const contact = { kind: 'contact', chatNumber: '+91 90000 00014' } as const;

describe('enquiry form machine', () => {
  it('a submit with missing required fields shows them at the fields, emits the first, and keeps what was typed', () => {
    const { actor, emitted, hrefs } = start(visit);
    actor.send({ type: 'user.changeField', field: 'message', value: 'Saturday morning?' });
    actor.send({ type: 'user.changeField', field: 'sport', value: 'tennis' });
    actor.send({ type: 'user.submit' });
    const { context } = actor.getSnapshot();
    expect(selectEnquiryStatus(actor.getSnapshot())).toBe('editing');
    expect(context.errors).toEqual({ name: 'Full Name is required', phone: 'Phone Number is required' });
    expect(context.values).toMatchObject({ message: 'Saturday morning?', sport: 'tennis' });
    expect(context.failedSubmits).toBe(1);
    expect(emitted).toEqual([{ type: 'invalid', field: 'name', fields: ['name', 'phone'] }]);
    expect(hrefs).toEqual([]);

    actor.send({ type: 'user.changeField', field: 'name', value: 'Priya' });
    expect(actor.getSnapshot().context.errors).toEqual({ phone: 'Phone Number is required' });
    actor.send({ type: 'user.submit' });
    expect(emitted.at(-1)).toEqual({ type: 'invalid', field: 'phone', fields: ['phone'] });
  });

  it('a valid visit opens the first business chat with the details, toasts Visit Scheduled! and clears the form', async () => {
    const { actor, emitted, hrefs } = start(visit);
    actor.send({ type: 'user.changeField', field: 'name', value: 'Priya Raman' });
    actor.send({ type: 'user.changeField', field: 'phone', value: '+91 98765 43210' });
    actor.send({ type: 'user.changeField', field: 'sport', value: 'coaching' });
    actor.send({ type: 'user.submit' });
    expect(selectEnquiryStatus(actor.getSnapshot())).toBe('sending');
    actor.send({ type: 'user.submit' });
    await settle();
    expect(hrefs).toHaveLength(1);
    expect(hrefs[0]).toMatch(/^https:\/\/wa\.me\/919000000011\?text=/);
    const text = decodeURIComponent(hrefs[0]!.split('?text=')[1]!);
    expect(text).toContain('Name: Priya Raman');
    expect(text).toContain('Phone: +91 98765 43210');
    expect(text).toContain('Sport: Coaching Programs');
    const snapshot = actor.getSnapshot();
    expect(selectEnquiryStatus(snapshot)).toBe('sent');
    expect(snapshot.context.values).toEqual({ name: '', phone: '', sport: '', message: '' });
    expect(emitted).toEqual([
      {
        type: 'toast',
        variant: 'default',
        title: 'Visit Scheduled!',
        description: "Thank you for your interest. We'll contact you shortly to confirm your visit.",
      },
    ]);
    actor.send({ type: 'user.changeField', field: 'name', value: 'A' });
    expect(selectEnquiryStatus(actor.getSnapshot())).toBe('editing');
  });

  it('a blocked tab keeps the values and the link; following the link then counts as sent', async () => {
    const { actor, emitted } = start(contact, false);
    for (const [field, value] of [
      ['name', 'Priya'],
      ['phone', '98765 43210'],
      ['email', 'priya@example.com'],
      ['subject', 'feedback'],
      ['message', 'Great courts'],
    ] as const) {
      actor.send({ type: 'user.changeField', field, value });
    }
    actor.send({ type: 'user.submit' });
    await settle();
    let snapshot = actor.getSnapshot();
    expect(selectEnquiryStatus(snapshot)).toBe('blocked');
    expect(snapshot.context.values.message).toBe('Great courts');
    expect(snapshot.context.chatHref).toMatch(/^https:\/\/wa\.me\/919000000014\?text=/);
    expect(emitted).toEqual([]);
    actor.send({ type: 'user.fallbackOpened' });
    snapshot = actor.getSnapshot();
    expect(selectEnquiryStatus(snapshot)).toBe('sent');
    expect(snapshot.context.values.message).toBe('');
    expect(emitted).toEqual([
      {
        type: 'toast',
        variant: 'default',
        title: 'Message Sent Successfully',
        description: "We'll get back to you within 24 hours.",
      },
    ]);
  });

  it('an opener that throws counts as blocked; the default opener never loses the message', async () => {
    const { actor } = start(visit, 'throws');
    actor.send({ type: 'user.changeField', field: 'name', value: 'P' });
    actor.send({ type: 'user.changeField', field: 'phone', value: '1' });
    actor.send({ type: 'user.submit' });
    await settle();
    expect(selectEnquiryStatus(actor.getSnapshot())).toBe('blocked');

    const inert = createActor(enquiryFormMachine, { input: visit }).start();
    inert.send({ type: 'user.changeField', field: 'name', value: 'P' });
    inert.send({ type: 'user.changeField', field: 'phone', value: '1' });
    inert.send({ type: 'user.submit' });
    await settle();
    expect(selectEnquiryStatus(inert.getSnapshot())).toBe('blocked');
    expect(inert.getSnapshot().context.values.name).toBe('P');
  });
});
