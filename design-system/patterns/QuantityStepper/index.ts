export {
  QuantityStepper,
  quantityStepperStates,
  type QuantityStepperProps,
  type QuantityStepperState,
} from './QuantityStepper';
