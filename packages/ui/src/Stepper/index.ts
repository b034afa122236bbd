export { Stepper } from './Stepper';
export type { StepperProps, StepperStep, StepperStatusLabels, StepState } from './Stepper';
