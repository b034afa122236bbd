import type { ReactNode } from 'react';
import type {
  RadioGroupProps as AriaRadioGroupProps,
  RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { RadioItems, StyledRadio, StyledRadioGroup } from './RadioGroup.styles';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldLabelProps } from '../Field';
import { classNames } from '../internal/classNames';

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'>, FieldLabelProps {
  children: ReactNode;
  className?: string;
}

/** One choice among a few visible options (playout speed, licence type). Arrow keys move. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <StyledRadioGroup {...props} className={classNames('studio-RadioGroup', className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <RadioItems>{children}</RadioItems>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </StyledRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'className' | 'style'> {
  className?: string;
}

export function Radio({ className, ...props }: RadioProps) {
  return <StyledRadio {...props} className={classNames('studio-Radio', className)} />;
}
