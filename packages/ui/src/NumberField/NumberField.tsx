import type { NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';
import { NumberGroup, NumberInput, StepButton, StyledNumberField } from './NumberField.styles';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldLabelProps } from '../Field';
import { classNames } from '../internal/classNames';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children'>, FieldLabelProps {
  className?: string;
}

/**
 * A number input with locale-aware parsing and formatting (`formatOptions`: units, percent,
 * currency), arrow keys and step buttons. The step buttons take react-aria's localised names.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <StyledNumberField {...props} className={classNames('studio-NumberField', className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <NumberGroup className="studio-NumberField-group">
        <NumberInput className="studio-NumberField-input" />
        <StepButton slot="decrement">
          <span aria-hidden="true">−</span>
        </StepButton>
        <StepButton slot="increment">
          <span aria-hidden="true">+</span>
        </StepButton>
      </NumberGroup>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </StyledNumberField>
  );
}
