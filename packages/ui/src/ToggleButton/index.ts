export { ToggleButton, ToggleButtonGroup } from './ToggleButton';
export type { ToggleButtonProps, ToggleButtonGroupProps } from './ToggleButton';
