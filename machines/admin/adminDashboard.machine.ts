import { adminDashboardSetup } from './adminDashboard.setup';
import { cancelRequestOf } from './cancelRefund.view';
import { manualRefundRequestOf } from './manualRefund.view';

/**
 * The admin dashboard's own flows, beside the resource machines that load its data (adminResource.machine.ts): the
 * cancel, move and mark-refund-paid dialogs, the two exports, and recording that a chat or receipt went out. The
 * app provides the actors (the admin API, the downloads) and carries out what the machine emits.
 *
 *   dialog:     closed --user.cancel--> cancelling (the policy's refund quote loads meanwhile) --user.confirm-->
 *               submitting --done--> closed (or back with the server's message); the same for moving and
 *               refunding (only an owed refund opens). user.dismiss closes a dialog that is not submitting.
 *   csvExport, dataExport:  idle --user.export--> exporting --> idle (exported or failed)
 *   recording:  the chats and receipts sent, recorded one after another (user.chat, user.sendReceipt)
 *
 * Emitted: `openLink` (the chat to open, at once, in the gesture), `recorded`, `bookingCancelled`, `bookingMoved`,
 * `refundRecorded`, `exported`, `failed` (what could not be done and why) and `refresh` (which data changed).
 */

/** In a dialog being edited: confirm (once its own check passes; the move has none) or dismiss it. */
const confirmOrDismiss = {
  'user.confirm': [
    { guard: 'dialogInvalid', actions: 'explain' },
    { target: 'submitting', actions: 'clearErrors' },
  ],
  'user.dismiss': { target: '#adminDashboard.dialog.closed', actions: 'close' },
} as const;

export const adminDashboardMachine = adminDashboardSetup.createMachine({
  id: 'adminDashboard',
  context: ({ input }) => ({ today: input.today, cancel: null, move: null, refund: null, toRecord: [] }),
  type: 'parallel',
  states: {
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'user.cancel': { target: 'cancelling', actions: 'openCancel' },
            'user.edit': { target: 'moving', actions: 'openMove' },
            'user.markRefundPaid': { guard: 'refundOwed', target: 'refunding', actions: 'openRefund' },
          },
        },
        cancelling: {
          invoke: {
            src: 'refundQuote',
            input: ({ context }) => ({ id: context.cancel?.row.id ?? '' }),
            onDone: { actions: 'setQuote' },
            onError: { actions: 'setQuote' },
          },
          initial: 'editing',
          states: {
            editing: {
              on: {
                'user.changeCancelRefund': { actions: 'changeCancel' },
                ...confirmOrDismiss,
              },
            },
            submitting: {
              invoke: {
                src: 'cancelBooking',
                input: ({ context }) => {
                  const asked = context.cancel ? cancelRequestOf(context.cancel.refund) : { request: {} };
                  return { id: context.cancel?.row.id ?? '', request: 'request' in asked ? asked.request : {} };
                },
                onDone: { target: '#adminDashboard.dialog.closed', actions: ['cancelled', 'close'] },
                onError: { target: 'editing', actions: 'refused' },
              },
            },
          },
        },
        moving: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'user.changeMove': { actions: 'changeMove' },
                ...confirmOrDismiss,
              },
            },
            submitting: {
              invoke: {
                src: 'moveBooking',
                input: ({ context }) => ({
                  id: context.move?.row.id ?? '',
                  request: {
                    date: context.move?.date ?? '',
                    time: context.move?.time ?? '',
                    court: Number(context.move?.court),
                  },
                }),
                onDone: { target: '#adminDashboard.dialog.closed', actions: ['moved', 'close'] },
                onError: { target: 'editing', actions: 'refused' },
              },
            },
          },
        },
        refunding: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'user.changeRefundReference': { actions: 'changeRefund' },
                ...confirmOrDismiss,
              },
            },
            submitting: {
              invoke: {
                src: 'markRefundPaid',
                input: ({ context }) => {
                  const asked = context.refund ? manualRefundRequestOf(context.refund) : null;
                  return {
                    id: context.refund?.refund.id ?? '',
                    request: asked && 'request' in asked ? asked.request : { reference: '' },
                  };
                },
                onDone: { target: '#adminDashboard.dialog.closed', actions: ['refundMade', 'close'] },
                onError: [
                  // Made meanwhile (by someone else): the list shows how it stands now.
                  { guard: 'staleRefund', target: 'editing', actions: ['refused', 'refreshPayments'] },
                  { target: 'editing', actions: 'refused' },
                ],
              },
            },
          },
        },
      },
    },
    csvExport: {
      initial: 'idle',
      states: {
        idle: { on: { 'user.exportCsv': 'exporting' } },
        exporting: {
          invoke: {
            src: 'exportCsv',
            input: ({ event }) => (event.type === 'user.exportCsv' ? event.query : { status: '', q: '' }),
            onDone: { target: 'idle', actions: { type: 'exported', params: { kind: 'csv' } } },
            onError: { target: 'idle', actions: { type: 'failedExport', params: { kind: 'csv' } } },
          },
        },
      },
    },
    dataExport: {
      initial: 'idle',
      states: {
        idle: { on: { 'user.exportData': 'exporting' } },
        exporting: {
          invoke: {
            src: 'exportData',
            onDone: { target: 'idle', actions: { type: 'exported', params: { kind: 'data' } } },
            onError: { target: 'idle', actions: { type: 'failedExport', params: { kind: 'data' } } },
          },
        },
      },
    },
    recording: {
      initial: 'idle',
      on: { 'user.chat': { actions: 'queueSent' }, 'user.sendReceipt': { actions: 'queueSent' } },
      states: {
        idle: { always: { guard: 'hasToRecord', target: 'recording' } },
        recording: {
          invoke: {
            src: 'recordSent',
            input: ({ context }) => ({ kind: context.toRecord[0]!.kind, id: context.toRecord[0]!.id }),
            onDone: { target: 'next', actions: 'recordedFirst' },
            onError: { target: 'next', actions: 'failedFirst' },
          },
        },
        next: { always: { target: 'idle', actions: 'dropFirst' } },
      },
    },
  },
});
