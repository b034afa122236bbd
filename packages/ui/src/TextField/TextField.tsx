import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { StyledInput, StyledTextField } from './TextField.styles';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldLabelProps } from '../Field';
import { classNames } from '../internal/classNames';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>, FieldLabelProps {
  placeholder?: string;
  className?: string;
}

/** A single-line text input with label, description and validation message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <StyledTextField {...props} className={classNames('studio-TextField', className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <StyledInput className="studio-TextField-input" placeholder={placeholder} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </StyledTextField>
  );
}
