import type { ReactNode } from 'react';
import type { SelectProps as AriaSelectProps } from 'react-aria-components';
import { SelectButton, StyledSelect, StyledSelectValue } from './Select.styles';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldLabelProps } from '../Field';
import { Popover } from '../Popover';
import { Option, StyledListBox } from '../internal/listBox';
import { ChevronDownIcon } from '../internal/icons';
import { classNames } from '../internal/classNames';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'className' | 'style' | 'children'>, FieldLabelProps {
  /** `SelectItem`s, or a function rendering one per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  items?: Iterable<T>;
  className?: string;
}

/** Pick one option from a list (sort order, region, encoder). Type-ahead and arrow keys included. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  children,
  items,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <StyledSelect {...props} className={classNames('studio-Select', className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <SelectButton className="studio-Select-button">
        <StyledSelectValue />
        <ChevronDownIcon />
      </SelectButton>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className="studio-Select-popover">
        <StyledListBox items={items}>{children}</StyledListBox>
      </Popover>
    </StyledSelect>
  );
}

/** An option of a `Select`. */
export const SelectItem = Option;
