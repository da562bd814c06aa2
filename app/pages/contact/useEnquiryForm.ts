import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { EnquiryFormProps } from '../../../design-system/patterns/EnquiryForm';
import type { EnquiryField, EnquiryKind } from '../../../machines/contact/enquiry.rules';
import { enquiryFormMachine, selectEnquiryStatus, type OpenChatOutput } from '../../../machines/contact/enquiryForm.machine';
import { enquiryFormView } from '../../../machines/contact/enquiryForm.view';
import { openExternalTab } from '../../adapters/openExternal';
import { siteConfig } from '../../config/site';
import { useToast } from '../../toasts';

/** The form machine with the real tab opener: the chat opens in a new tab, or reports that it was blocked. */
const appEnquiryFormMachine = enquiryFormMachine.provide({
  actors: {
    openChat: fromPromise<OpenChatOutput, { href: string }>(async ({ input }) => ({ opened: openExternalTab(input.href) })),
  },
});

/** Where each form's chat goes: the visit request to the first business number, the contact form to support. */
const chatNumberOf: Record<EnquiryKind, string> = {
  visit: siteConfig.chat.sports,
  contact: siteConfig.chat.support,
};

/**
 * Runs one enquiry form: the machine validates and builds the chat text; this hook shows its toasts, asks the form
 * to focus the first field with an error after a failed submit, opens the chat, and hands the form its props.
 */
export function useEnquiryForm(
  kind: EnquiryKind,
  copy: { heading: string; intro?: string; idPrefix: string },
): EnquiryFormProps {
  const { push } = useToast();
  const actor = useActorRef(appEnquiryFormMachine, { input: { kind, chatNumber: chatNumberOf[kind] } });
  const status = useSelector(actor, selectEnquiryStatus);
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const chatHref = useSelector(actor, (s) => s.context.chatHref);
  const [focusRequest, setFocusRequest] = useState<{ field: EnquiryField; seq: number } | null>(null);

  useEffect(() => {
    const subscriptions = [
      actor.on('toast', (event) => push({ title: event.title, description: event.description, variant: event.variant })),
      actor.on('invalid', (event) => setFocusRequest((last) => ({ field: event.field, seq: (last?.seq ?? 0) + 1 }))),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, push]);

  const view = enquiryFormView({ kind, status, values, errors, chatHref });
  return {
    heading: copy.heading,
    intro: copy.intro,
    idPrefix: copy.idPrefix,
    focusRequest,
    ...view,
    onFieldChange: (field, value) => actor.send({ type: 'user.changeField', field, value }),
    onSubmit: () => actor.send({ type: 'user.submit' }),
    onNoticeLinkClick: () => actor.send({ type: 'user.fallbackOpened' }),
  };
}
