import type { ReactNode } from 'react';
import type {
  CheckboxGroupProps as AriaCheckboxGroupProps,
  CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { composeRenderProps } from 'react-aria-components';
import { GroupItems, StyledCheckbox, StyledCheckboxGroup } from './Checkbox.styles';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldLabelProps } from '../Field';
import { classNames } from '../internal/classNames';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style'> {
  className?: string;
}

/** A checkbox with its label as children. Supports the indeterminate (mixed) state. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <StyledCheckbox {...props} className={classNames('studio-Checkbox', className)}>
      {composeRenderProps(children, (content, { isSelected, isIndeterminate }) => (
        <>
          <span className="studio-Checkbox-box" aria-hidden="true">
            <svg
              width="12"
              height="12"
              viewBox="0 0 12 12"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {isIndeterminate ? (
                <path d="M2.5 6h7" />
              ) : isSelected ? (
                <path d="M2 6.5l2.5 2.5L10 3.5" />
              ) : null}
            </svg>
          </span>
          <span>{content}</span>
        </>
      ))}
    </StyledCheckbox>
  );
}

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children'>, FieldLabelProps {
  children: ReactNode;
  orientation?: 'vertical' | 'horizontal';
  className?: string;
}

/** Several checkboxes answering one question, with a group label (e.g. API client roles). */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <StyledCheckboxGroup {...props} className={classNames('studio-CheckboxGroup', className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <GroupItems data-orientation={orientation}>{children}</GroupItems>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </StyledCheckboxGroup>
  );
}
