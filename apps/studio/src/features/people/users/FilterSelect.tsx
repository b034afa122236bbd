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
  select:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

export interface FilterSelectProps<Value extends string> {
  label: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange(value: Value): void;
}

/**
 * A list filter on the browser's own `select`: keyboard, screen reader and touch behaviour come
 * with the element, and the list route carries none of react-aria's radio or list box code (about
 * 7 kB gzip over the route budget, docs/performance.md).
 */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
}: FilterSelectProps<Value>) {
  const id = useId();
  return (
    <Root>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as Value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Root>
  );
}
