import type { SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components';
import { ClearButton, SearchGroup, SearchInput, StyledSearchField } from './SearchField.styles';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldLabelProps } from '../Field';
import { CloseIcon } from '../internal/icons';
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
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="7" cy="7" r="5" />
          <path d="M11 11l3.5 3.5" strokeLinecap="round" />
        </svg>
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
