import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { FieldErrors } from '../forms/forms.messages';
import { whatsappLink } from '../links/outbound';
import type { ToastEmitted } from '../shared/toast';
import {
  blankEnquiryValues,
  enquirySentToast,
  enquiryText,
  errorFields,
  type EnquiryField,
  type EnquiryKind,
  type EnquiryValues,
} from './enquiry.rules';
import { errorsAfterEdit, validateEnquiry } from './enquiry.schema';

/**
 * One enquiry form (Schedule a Free Visit or the contact-us message form): what was typed, the errors shown at
 * the fields, and sending the message to a chat in a new tab.
 *
 *   editing --user.submit (invalid: errors at the fields, `invalid` emitted with the first)--> editing
 *   editing --user.submit (valid)--> sending --opened--> sent (toast, form cleared)
 *                                             \--blocked--> blocked (values kept; the chat link is shown)
 *   blocked --user.fallbackOpened--> sent (toast, form cleared)
 *   sent | blocked --user.changeField--> editing
 *
 * - Nothing typed is ever dropped by a failed submit; values change only by `user.changeField` or after a send.
 * - An error stays at its field until that field passes; typing never adds errors (only a submit does).
 * - The `openChat` actor (supplied by the app with `.provide`) opens the chat link in a new tab and resolves
 *   `{ opened }`: false when a popup blocker refused the tab. The default is an inert placeholder that reports
 *   blocked, so the message is never lost.
 *
 * Emitted events: {@link EnquiryFormEmitted}.
 */

export interface EnquiryFormInput {
  kind: EnquiryKind;
  /** The business chat number the message goes to (from the app's config). */
  chatNumber: string;
}

export interface EnquiryFormContext {
  kind: EnquiryKind;
  chatNumber: string;
  values: EnquiryValues;
  /** The errors shown at the fields. */
  errors: FieldErrors<EnquiryField>;
  /** How many submits failed validation (each one moves focus to the first error). */
  failedSubmits: number;
  /** The chat link of the last valid submit (shown when the new tab was blocked). */
  chatHref: string | null;
}

export type EnquiryFormEvent =
  | { type: 'user.changeField'; field: EnquiryField; value: string }
  | { type: 'user.submit' }
  | { type: 'user.fallbackOpened' };

/** A failed submit: the first field with an error (the app moves focus there) and every field with one. */
export interface InvalidEmitted {
  type: 'invalid';
  field: EnquiryField;
  fields: EnquiryField[];
}

export type EnquiryFormEmitted = ToastEmitted | InvalidEmitted;

export interface OpenChatOutput {
  opened: boolean;
}

export const enquiryFormMachine = setup({
  types: {
    context: {} as EnquiryFormContext,
    events: {} as EnquiryFormEvent,
    input: {} as EnquiryFormInput,
    emitted: {} as EnquiryFormEmitted,
  },
  actors: {
    openChat: fromPromise<OpenChatOutput, { href: string }>(async () => ({ opened: false })),
  },
  guards: {
    isValid: ({ context }) => validateEnquiry(context.kind, context.values) === null,
  },
  actions: {
    changeField: assign(({ context }, params: { field: EnquiryField; value: string }) => {
      const values = { ...context.values, [params.field]: params.value };
      return { values, errors: errorsAfterEdit(context.kind, context.errors, values) };
    }),
    showErrors: assign(({ context }) => ({
      errors: validateEnquiry(context.kind, context.values) ?? {},
      failedSubmits: context.failedSubmits + 1,
    })),
    emitInvalid: emit(({ context }): InvalidEmitted => {
      const fields = errorFields(context.kind, context.errors);
      return { type: 'invalid', field: fields[0] ?? 'name', fields };
    }),
    prepareChat: assign(({ context }) => ({
      errors: {},
      chatHref: whatsappLink(context.chatNumber, enquiryText(context.kind, context.values)),
    })),
    toastSent: emit(({ context }): ToastEmitted => ({
      type: 'toast',
      variant: 'default',
      ...enquirySentToast(context.kind),
    })),
    clearForm: assign(({ context }) => ({ values: blankEnquiryValues(context.kind), errors: {} })),
  },
}).createMachine({
  id: 'enquiryForm',
  context: ({ input }) => ({
    kind: input.kind,
    chatNumber: input.chatNumber,
    values: blankEnquiryValues(input.kind),
    errors: {},
    failedSubmits: 0,
    chatHref: null,
  }),
  initial: 'editing',
  on: {
    'user.changeField': {
      target: '.editing',
      actions: { type: 'changeField', params: ({ event }) => ({ field: event.field, value: event.value }) },
    },
    'user.submit': [
      { guard: 'isValid', target: '.sending', actions: 'prepareChat' },
      { target: '.editing', actions: ['showErrors', 'emitInvalid'] },
    ],
  },
  states: {
    editing: {},
    sending: {
      // A second submit while the tab opens is ignored, and typing waits: the message is already built.
      on: { 'user.submit': {}, 'user.changeField': {} },
      invoke: {
        src: 'openChat',
        input: ({ context }) => ({ href: context.chatHref ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output.opened, target: 'sent', actions: ['toastSent', 'clearForm'] },
          { target: 'blocked' },
        ],
        onError: { target: 'blocked' },
      },
    },
    sent: {},
    blocked: {
      on: { 'user.fallbackOpened': { target: 'sent', actions: ['toastSent', 'clearForm'] } },
    },
  },
});

export type EnquiryFormSnapshot = SnapshotFrom<typeof enquiryFormMachine>;
