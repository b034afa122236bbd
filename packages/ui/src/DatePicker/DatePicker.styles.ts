import { css, styled } from 'styled-components';
import {
  Button,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Popover,
  type DateValue,
} from 'react-aria-components';
import { vars } from '../tokens';
import { focusRing } from '../theme/mixins';

// styled() cannot carry react-aria's value generic; the pickers work on any DateValue.
const AnyDatePicker = DatePicker<DateValue>;

export const StyledDatePicker = styled(AnyDatePicker)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

/** The bordered box around date segments (and the calendar button); shared by every date field. */
export const dateBox = css`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  align-self: flex-start;
  max-width: 100%;
  min-height: ${vars.size.control.md};
  padding: 0 ${vars.space[1]} 0 ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};

  &[data-hovered] {
    border-color: ${vars.color.text};
  }
  &[data-focus-within] {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: -1px;
    border-color: ${vars.color.focus};
  }
  &[data-invalid] {
    border-color: ${vars.color.danger};
  }
  &[data-disabled] {
    border-color: ${vars.color.border};
    background: ${vars.color.surfaceSunken};
    color: ${vars.color.textDisabled};
  }
`;

export const DateGroup = styled(Group)`
  ${dateBox}
`;

export const StyledDateInput = styled(DateInput)`
  display: inline-flex;
  flex-wrap: wrap;
  padding: ${vars.space[1]} 0;
  font-variant-numeric: tabular-nums;
`;

export const Segment = styled(DateSegment)`
  padding: 0 1px;
  border-radius: ${vars.radius.sm};
  outline: none;
  text-align: end;

  &[data-type='literal'] {
    padding: 0;
  }
  &[data-placeholder] {
    color: ${vars.color.textMuted};
  }
  &[data-focused] {
    background: ${vars.color.accent};
    color: ${vars.color.textOnAccent};
  }
  &[data-invalid]:not([data-focused]) {
    color: ${vars.color.danger};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
  }

  @media (forced-colors: active) {
    &[data-focused] {
      background: Highlight;
      color: HighlightText;
    }
  }
`;

export const OpenButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.control.sm};
  height: ${vars.size.control.sm};
  margin-inline-start: auto;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;
  ${focusRing}

  &[data-hovered],
  &[data-pressed] {
    background: ${vars.color.surfaceHover};
    color: ${vars.color.text};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

export const PickerPopover = styled(Popover)`
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow[2]};
  color: ${vars.color.text};
  z-index: ${vars.z.popover};
  outline: none;

  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;

export const PickerDialog = styled(Dialog)`
  outline: none;
`;
