export { Select } from './Select';
export { SelectItem } from './SelectItem';
export type { SelectProps } from './Select';
export type { SelectItemProps } from './SelectItem';
