import { styled } from 'styled-components';
import { Switch } from 'react-aria-components';
import { vars } from '../tokens';

export const StyledSwitch = styled(Switch)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  cursor: pointer;

  .studio-Switch-track {
    position: relative;
    flex: none;
    width: 2.25rem;
    height: 1.25rem;
    border: 2px solid ${vars.color.borderStrong};
    border-radius: ${vars.radius.full};
    background: ${vars.color.surfaceSunken};
    transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  .studio-Switch-track::before {
    content: '';
    position: absolute;
    top: 1px;
    left: 1px;
    width: 0.875rem;
    height: 0.875rem;
    border-radius: ${vars.radius.full};
    background: ${vars.color.borderStrong};
    transition: transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  &[data-selected] .studio-Switch-track {
    border-color: ${vars.color.accent};
    background: ${vars.color.accent};
  }
  &[data-selected] .studio-Switch-track::before {
    background: ${vars.color.textOnAccent};
    transform: translateX(1rem);
  }
  &[data-focus-visible] .studio-Switch-track {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: ${vars.focus.offset};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
  &[data-disabled] .studio-Switch-track {
    border-color: ${vars.color.border};
  }

  /* Forced colours repaint backgrounds: the thumb takes system colours so it stays visible. */
  @media (forced-colors: active) {
    .studio-Switch-track::before {
      background: CanvasText;
    }
    &[data-selected] .studio-Switch-track::before {
      background: HighlightText;
    }
    &[data-disabled] .studio-Switch-track::before {
      background: GrayText;
    }
    &[data-selected] .studio-Switch-track {
      background: Highlight;
      border-color: Highlight;
    }
  }
`;
