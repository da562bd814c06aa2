export { ScheduleScreen, type ScheduleScreenProps } from './ScheduleScreen';
