import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { StyledTextArea } from './TextArea.styles';
import { StyledTextField } from '../TextField/TextField.styles';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldLabelProps } from '../Field';
import { classNames } from '../internal/classNames';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>, FieldLabelProps {
  placeholder?: string;
  rows?: number;
  /** For code-like text (embed codes, JSON). */
  isMonospace?: boolean;
  className?: string;
}

/** Multi-line text (descriptions, notes, embed codes). */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  isMonospace,
  className,
  ...props
}: TextAreaProps) {
  return (
    <StyledTextField {...props} className={classNames('studio-TextArea', className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <StyledTextArea
        placeholder={placeholder}
        rows={rows}
        data-monospace={isMonospace || undefined}
        className="studio-TextArea-input"
      />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </StyledTextField>
  );
}
