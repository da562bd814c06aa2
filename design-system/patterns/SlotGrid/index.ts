export { SlotGrid, slotGridStatuses, slotStates, type SlotGridProps } from './SlotGrid';
