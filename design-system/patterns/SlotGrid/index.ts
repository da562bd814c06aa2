export { SlotGrid, slotState, slotStateLabels, slotStates, type SlotGridProps, type SlotState } from './SlotGrid';
