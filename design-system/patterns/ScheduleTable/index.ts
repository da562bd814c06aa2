export { ScheduleTable, scheduleSlotTypeLabels, type ScheduleTableProps } from './ScheduleTable';
