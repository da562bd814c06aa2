import type { FieldErrors } from '../forms/forms.messages';
import { blankEnquiryValues, type EnquiryField, type EnquiryKind, type EnquiryValues } from './enquiry.rules';
import type { EnquiryFormSnapshot } from './enquiryForm.machine';

/**
 * What a page reads from an enquiry form's machine. In a module of its own, without the state-machine library, so
 * the page can draw the form while the machine itself loads after the page (app/actors/useDeferredActor.ts).
 */

export const enquiryStatuses = ['editing', 'sending', 'sent', 'blocked'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/** The form's state as one name. */
export function selectEnquiryStatus(snapshot: EnquiryFormSnapshot): EnquiryStatus {
  return enquiryStatuses.find((status) => snapshot.matches(status)) ?? 'editing';
}

/** Everything the form draws: its state, what was typed, the errors at the fields, the chat link of the last send. */
export interface EnquiryFormState {
  status: EnquiryStatus;
  values: EnquiryValues;
  errors: FieldErrors<EnquiryField>;
  chatHref: string | null;
}

/** The state of a form nobody has touched: what the machine's initial state gives. */
export function initialEnquiryFormState(kind: EnquiryKind): EnquiryFormState {
  return { status: 'editing', values: blankEnquiryValues(kind), errors: {}, chatHref: null };
}

const stateOf = new WeakMap<EnquiryFormSnapshot, EnquiryFormState>();

/** The form's state; the same object for the same snapshot, so a store can compare it by identity. */
export function selectEnquiryFormState(snapshot: EnquiryFormSnapshot): EnquiryFormState {
  let state = stateOf.get(snapshot);
  if (!state) {
    const { values, errors, chatHref } = snapshot.context;
    state = { status: selectEnquiryStatus(snapshot), values, errors, chatHref };
    stateOf.set(snapshot, state);
  }
  return state;
}

const sameEntries = (
  a: Readonly<Record<string, string | undefined>>,
  b: Readonly<Record<string, string | undefined>>,
) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/** Whether two states draw the same form (same state, same text in every field, same errors, same chat link). */
export function sameEnquiryFormState(a: EnquiryFormState, b: EnquiryFormState): boolean {
  return (
    a.status === b.status &&
    a.chatHref === b.chatHref &&
    sameEntries(a.values, b.values) &&
    sameEntries(a.errors, b.errors)
  );
}
