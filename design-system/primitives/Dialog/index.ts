export { Dialog, DialogClose, dialogSizes, type DialogProps, type DialogSize } from './Dialog';
