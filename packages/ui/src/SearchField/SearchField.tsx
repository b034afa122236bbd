import type { SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components';
import { ClearButton, SearchGroup, SearchInput, StyledSearchField } from './SearchField.styles';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldLabelProps } from '../Field';
import { CloseIcon, SearchIcon } from '../internal/icons';
import { classNames } from '../internal/classNames';

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'className' | 'style' | 'children'>, FieldLabelProps {
  placeholder?: string;
  className?: string;
}

/**
 * A search input: Enter submits (`onSubmit`), Escape clears (`onClear`). The clear button takes
 * react-aria's localised name.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <StyledSearchField {...props} className={classNames('studio-SearchField', className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <SearchGroup>
        <SearchIcon />
        <SearchInput placeholder={placeholder} className="studio-SearchField-input" />
        <ClearButton className="studio-SearchField-clear">
          <CloseIcon />
        </ClearButton>
      </SearchGroup>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </StyledSearchField>
  );
}
