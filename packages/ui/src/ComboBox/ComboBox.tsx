import type { ReactNode } from 'react';
import type { ComboBoxProps as AriaComboBoxProps } from 'react-aria-components';
import {
  ComboButton,
  ComboGroup,
  ComboInput,
  EmptyMessage,
  StyledComboBox,
} from './ComboBox.styles';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldLabelProps } from '../Field';
import { Popover } from '../Popover';
import { Option, StyledListBox } from '../internal/listBox';
import { ChevronDownIcon } from '../internal/icons';
import { classNames } from '../internal/classNames';

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'className' | 'style' | 'children'>, FieldLabelProps {
  children: ReactNode | ((item: T) => ReactNode);
  items?: Iterable<T>;
  placeholder?: string;
  /** Shown in the open list when nothing matches ("No organisation found"). */
  emptyMessage?: ReactNode;
  className?: string;
}

/**
 * Type to filter, then pick (organisation search, timezone). For server-side search pass
 * `items` from the app's query and `onInputChange`; react-aria handles the combobox pattern.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  children,
  items,
  placeholder,
  emptyMessage,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <StyledComboBox {...props} items={items} className={classNames('studio-ComboBox', className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <ComboGroup>
        <ComboInput placeholder={placeholder} className="studio-ComboBox-input" />
        <ComboButton className="studio-ComboBox-button">
          <ChevronDownIcon />
        </ComboButton>
      </ComboGroup>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className="studio-ComboBox-popover">
        <StyledListBox
          renderEmptyState={
            emptyMessage ? () => <EmptyMessage>{emptyMessage}</EmptyMessage> : undefined
          }
        >
          {children}
        </StyledListBox>
      </Popover>
    </StyledComboBox>
  );
}

/** An option of a `ComboBox`. */
export const ComboBoxItem = Option;
