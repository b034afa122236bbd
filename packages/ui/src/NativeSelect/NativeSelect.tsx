import { useId } from 'react';
import { StyledNativeSelect } from './NativeSelect.styles';
import { classNames } from '../internal/classNames';

export interface NativeSelectOption<Value extends string> {
  value: Value;
  label: string;
}

export interface NativeSelectProps<Value extends string> {
  label: string;
  value: Value;
  options: ReadonlyArray<NativeSelectOption<Value>>;
  onChange(value: Value): void;
  /** The select's id, when a form summary links to the field. */
  id?: string;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A choice on the browser's own `select`, with the studio's label, description and error: the
 * keyboard, screen reader and touch behaviour come with the element, and a page that uses it
 * carries none of react-aria's list box code (about 7 kB gzip, docs/performance.md). `Select` is
 * the richer choice (options with more than text, type-ahead on its own list); this one is for
 * list filters and plain forms where a route's budget is tight.
 */
export function NativeSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  id,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  className,
}: NativeSelectProps<Value>) {
  const generated = useId();
  const selectId = id ?? generated;
  const describedBy = [
    description ? `${selectId}-description` : null,
    errorMessage ? `${selectId}-error` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <StyledNativeSelect className={classNames('studio-NativeSelect', className)}>
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
        // Every value offered is one of `options`, so the element answers one of them.
        onChange={(event) => onChange(event.currentTarget.value as Value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {description && (
        <span id={`${selectId}-description`} className="studio-NativeSelect-description">
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={`${selectId}-error`} className="studio-NativeSelect-error">
          {errorMessage}
        </span>
      )}
    </StyledNativeSelect>
  );
}
