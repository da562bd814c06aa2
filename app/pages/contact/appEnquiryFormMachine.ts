import { fromPromise } from 'xstate';
import { enquiryFormMachine, type OpenChatOutput } from '../../../machines/contact/enquiryForm.machine';
import { openExternalTab } from '../../adapters/openExternal';

/**
 * The form machine with the real tab opener: the chat opens in a new tab, or reports that it was blocked. Loaded
 * after the page (useEnquiryForm), so the state-machine library stays out of the contact pages' first script.
 */
export const appEnquiryFormMachine = enquiryFormMachine.provide({
  actors: {
    openChat: fromPromise<OpenChatOutput, { href: string }>(async ({ input }) => ({
      opened: openExternalTab(input.href),
    })),
  },
});
