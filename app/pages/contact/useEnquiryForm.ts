import { useCallback, useState } from 'react';
import type { EnquiryFormProps } from '../../../design-system/patterns/EnquiryForm';
import type { EnquiryField, EnquiryKind, EnquiryValues } from '../../../machines/contact/enquiry.rules';
import type { EnquiryFormEmitted } from '../../../machines/contact/enquiryForm.machine';
import {
  initialEnquiryFormState,
  sameEnquiryFormState,
  selectEnquiryFormState,
  type EnquiryFormState,
} from '../../../machines/contact/enquiryForm.select';
import { enquiryFormView } from '../../../machines/contact/enquiryForm.view';
import { useDeferredActor } from '../../actors/useDeferredActor';
import { useSite } from '../../layout/siteSettings';
import { useToast } from '../../toasts';

const loadEnquiryForm = async () => (await import('./appEnquiryFormMachine')).appEnquiryFormMachine;

/** Where each form's chat goes: the visit request to the sports desk, the contact form to support (System Settings). */
const chatDesk = { visit: 'sports', contact: 'support' } as const satisfies Record<EnquiryKind, string>;

const initialStateOf: Record<EnquiryKind, EnquiryFormState> = {
  visit: initialEnquiryFormState('visit'),
  contact: initialEnquiryFormState('contact'),
};

/**
 * Runs one enquiry form: the machine validates and builds the chat text; this hook shows its toasts, asks the form
 * to focus the first field with an error after a failed submit, opens the chat, and hands the form its props.
 *
 * The machine loads once the page is live (or at the first keystroke, if that comes sooner). Until it runs, the
 * form shows what was typed from here, and the keystrokes wait in order for the machine.
 */
export function useEnquiryForm(
  kind: EnquiryKind,
  copy: { heading: string; intro?: string; idPrefix: string },
): EnquiryFormProps {
  const { push } = useToast();
  const chatNumber = useSite().phones[chatDesk[kind]];
  const [focusRequest, setFocusRequest] = useState<{ field: EnquiryField; seq: number } | null>(null);
  const onEmitted = useCallback(
    (event: EnquiryFormEmitted) => {
      if (event.type === 'toast') push({ title: event.title, description: event.description, variant: event.variant });
      else setFocusRequest((last) => ({ field: event.field, seq: (last?.seq ?? 0) + 1 }));
    },
    [push],
  );
  const [state, send] = useDeferredActor(
    loadEnquiryForm,
    { kind, chatNumber },
    selectEnquiryFormState,
    initialStateOf[kind],
    // A machine starting in the blank state re-renders nothing (the whole page, otherwise: 26 ms at no throttle).
    { onEmitted, isEqual: sameEnquiryFormState },
  );

  // Until the machine runs, and while it still shows the blank state it started in, the state is the blank one
  // itself; what was typed meanwhile is shown from here (the fields are controlled: without it each keystroke would
  // be undone, and the next would start from empty).
  const live = state !== initialStateOf[kind];
  const [typedEarly, setTypedEarly] = useState<Partial<EnquiryValues>>({});
  const values = live ? state.values : { ...state.values, ...typedEarly };

  const view = enquiryFormView({ kind, ...state, values });
  return {
    heading: copy.heading,
    intro: copy.intro,
    idPrefix: copy.idPrefix,
    focusRequest,
    ...view,
    onFieldChange: (field, value) => {
      if (!live) setTypedEarly((typed) => ({ ...typed, [field]: value }));
      send({ type: 'user.changeField', field, value });
    },
    onSubmit: () => send({ type: 'user.submit' }),
    onNoticeLinkClick: () => send({ type: 'user.fallbackOpened' }),
  };
}
