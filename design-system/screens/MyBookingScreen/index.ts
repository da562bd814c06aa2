export { MyBookingScreen, myBookingScreenStatuses } from './MyBookingScreen';
export type { MyBookingField, MyBookingScreenProps, MyBookingScreenStatus } from './MyBookingScreen';
