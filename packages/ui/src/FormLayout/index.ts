export { FormLayout, FormRow } from './FormLayout';
export type { FormLayoutProps, FormRowProps } from './FormLayout';
export { FormGroup } from './FormGroup';
export type { FormGroupProps } from './FormGroup';
export { FormActions } from './FormActions';
export type { FormActionsProps } from './FormActions';
