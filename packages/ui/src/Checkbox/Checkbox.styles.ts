import { styled } from 'styled-components';
import { Checkbox, CheckboxGroup } from 'react-aria-components';
import { vars } from '../tokens';

export const StyledCheckbox = styled(Checkbox)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  cursor: pointer;

  .studio-Checkbox-box {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 1.125rem;
    height: 1.125rem;
    margin-top: 0.1rem;
    border: 2px solid ${vars.color.borderStrong};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surface};
    color: ${vars.color.textOnAccent};
    transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  &[data-selected] .studio-Checkbox-box,
  &[data-indeterminate] .studio-Checkbox-box {
    border-color: ${vars.color.accent};
    background: ${vars.color.accent};
  }
  &[data-pressed] .studio-Checkbox-box {
    border-color: ${vars.color.accentPressed};
  }
  &[data-focus-visible] .studio-Checkbox-box {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: ${vars.focus.offset};
  }
  &[data-invalid] .studio-Checkbox-box {
    border-color: ${vars.color.danger};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
  &[data-disabled] .studio-Checkbox-box {
    border-color: ${vars.color.border};
    background: ${vars.color.surfaceSunken};
  }

  @media (forced-colors: active) {
    &[data-selected] .studio-Checkbox-box,
    &[data-indeterminate] .studio-Checkbox-box {
      background: Highlight;
      border-color: Highlight;
      color: HighlightText;
    }
  }
`;

export const StyledCheckboxGroup = styled(CheckboxGroup)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

export const GroupItems = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};

  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${vars.space[4]};
  }
`;
