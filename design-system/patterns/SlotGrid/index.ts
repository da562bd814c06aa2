export { SlotGrid, slotStates, type SlotGridProps } from './SlotGrid';
