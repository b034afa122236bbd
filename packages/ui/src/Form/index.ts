export { Form } from './Form';
export type { FormProps, FormError } from './Form';
