import { useId } from 'react';
import styled from 'styled-components';
import { vars } from '@studio/ui';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  label {
    color: ${vars.color.text};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.semibold};
  }
  select {
    min-height: 2.5rem;
    padding: 0 ${vars.space[3]};
    border: 1px solid ${vars.color.borderStrong};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    color: ${vars.color.text};
    font: inherit;
  }
  select[aria-invalid='true'] {
    border-color: ${vars.color.danger};
  }
  select:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
  .studio-ChoiceField-description {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.sm};
  }
  .studio-ChoiceField-error {
    color: ${vars.color.danger};
    font-size: ${vars.font.size.sm};
  }
`;

export interface ChoiceFieldProps {
  id?: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange(value: string): void;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/**
 * A choice on the browser's own `select` (as the users filters): keyboard, screen reader and
 * touch behaviour come with the element, and the admin routes carry none of react-aria's list box
 * code. The description and the error are tied to it with `aria-describedby`.
 */
export function ChoiceField({
  id,
  label,
  value,
  options,
  onChange,
  description,
  errorMessage,
  isRequired,
  isDisabled,
}: ChoiceFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const describedBy = [
    description ? `${selectId}-description` : null,
    errorMessage ? `${selectId}-error` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Root className="studio-ChoiceField">
      <label htmlFor={selectId}>
        {label}
        {isRequired ? ' *' : ''}
      </label>
      <select
        id={selectId}
        value={value}
        required={isRequired}
        disabled={isDisabled}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {description && (
        <span id={`${selectId}-description`} className="studio-ChoiceField-description">
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={`${selectId}-error`} className="studio-ChoiceField-error">
          {errorMessage}
        </span>
      )}
    </Root>
  );
}
