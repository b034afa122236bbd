export { Select, SelectItem } from './Select';
export type { SelectProps } from './Select';
