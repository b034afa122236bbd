import { styled } from 'styled-components';
import { Radio, RadioGroup } from 'react-aria-components';
import { vars } from '../tokens';

export const StyledRadioGroup = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

export const RadioItems = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};

  [data-orientation='horizontal'] > & {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${vars.space[4]};
  }
`;

export const StyledRadio = styled(Radio)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  cursor: pointer;

  &::before {
    content: '';
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin-top: 0.1rem;
    border: 2px solid ${vars.color.borderStrong};
    border-radius: ${vars.radius.full};
    background: ${vars.color.surface};
    transition: border-width ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  &[data-selected]::before {
    border: 0.35rem solid ${vars.color.accent};
  }
  &[data-focus-visible]::before {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: ${vars.focus.offset};
  }
  &[data-invalid]::before {
    border-color: ${vars.color.danger};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
  &[data-disabled]::before {
    border-color: ${vars.color.border};
  }

  @media (forced-colors: active) {
    &[data-selected]::before {
      border-color: Highlight;
    }
  }
`;
