import type { ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components';
import { RequiredMark, StyledDescription, StyledFieldError, StyledLabel } from './Field.styles';

/** Props every labelled field shares. `label` is required: it is the field's accessible name. */
export interface FieldLabelProps {
  label: ReactNode;
  description?: ReactNode;
  /** A message, or a function of react-aria's validation result, shown when the field is invalid. */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/**
 * Label, description and error of a field. Rendered inside a react-aria field component, which
 * wires ids (`aria-labelledby`, `aria-describedby`) through its slots.
 */
export function FieldLabel({
  children,
  isRequired,
}: {
  children: ReactNode;
  isRequired?: boolean;
}) {
  return (
    <StyledLabel className="studio-Field-label">
      {children}
      {/* Required is announced by the input's own `aria-required`; the mark is visual only. */}
      {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </StyledLabel>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null) return null;
  return (
    <StyledDescription slot="description" className="studio-Field-description">
      {children}
    </StyledDescription>
  );
}

export function FieldErrorMessage({ children }: { children?: FieldLabelProps['errorMessage'] }) {
  return <StyledFieldError className="studio-Field-error">{children}</StyledFieldError>;
}
