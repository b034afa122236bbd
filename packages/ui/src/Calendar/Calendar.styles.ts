import { css, styled } from 'styled-components';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Heading,
  RangeCalendar,
  Text,
  type DateValue,
} from 'react-aria-components';
import { vars } from '../tokens';
import { focusRing } from '../theme/mixins';

const calendarRoot = css`
  display: inline-flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  max-width: 100%;
  color: ${vars.color.text};
`;

// Fixed to one selected date: styled() cannot carry react-aria's selection-mode generic.
const SingleDateCalendar = Calendar<DateValue, 'single'>;
const DateRangeCalendar = RangeCalendar<DateValue>;

export const StyledCalendar = styled(SingleDateCalendar)`
  ${calendarRoot}
`;

export const StyledRangeCalendar = styled(DateRangeCalendar)`
  ${calendarRoot}
`;

export const CalendarHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const CalendarHeading = styled(Heading)`
  flex: 1;
  margin: 0;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};
  text-align: center;
  text-transform: capitalize;
`;

export const NavButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.control.sm};
  height: ${vars.size.control.sm};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  cursor: pointer;
  ${focusRing}

  &[data-hovered] {
    background: ${vars.color.surfaceHover};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

export const Grid = styled(CalendarGrid)`
  border-collapse: collapse;

  th {
    padding-bottom: ${vars.space[1]};
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.semibold};
  }
  td {
    padding: 1px 0;
  }
`;

export const Cell = styled(CalendarCell)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${vars.radius.md};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  outline: none;

  &[data-outside-month] {
    display: none;
  }
  &[data-hovered] {
    background: ${vars.color.surfaceHover};
  }
  &[data-focus-visible] {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: -2px;
  }
  &[data-today] {
    font-weight: ${vars.font.weight.bold};
    text-decoration: underline;
  }
  &[data-selected] {
    background: ${vars.color.accentSubtle};
    color: ${vars.color.text};
    border-radius: 0;
  }
  &[data-selection-start],
  &[data-selection-end],
  .studio-Calendar &[data-selected] {
    background: ${vars.color.accent};
    color: ${vars.color.textOnAccent};
    border-radius: ${vars.radius.md};
  }
  &[data-disabled],
  &[data-unavailable] {
    color: ${vars.color.textDisabled};
    text-decoration: line-through;
    cursor: not-allowed;
  }
  &[data-invalid][data-selected] {
    background: ${vars.color.danger};
    color: ${vars.color.textOnAccent};
  }

  @media (forced-colors: active) {
    &[data-selected] {
      background: Highlight;
      color: HighlightText;
    }
  }
`;

export const CalendarError = styled(Text)`
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
`;
