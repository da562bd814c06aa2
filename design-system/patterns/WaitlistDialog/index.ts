export { WaitlistDialog, waitlistDialogStates, type WaitlistDialogProps } from './WaitlistDialog';
