import { styled } from 'styled-components';
import { Button } from 'react-aria-components';
import { vars } from '../tokens';
import { focusRing } from '../theme/mixins';

/**
 * Every state is a data attribute set by react-aria; variant and size are data attributes set by
 * `Button`. Nothing is interpolated per render, so the sheet is generated once.
 */
export const StyledButton = styled(Button)`
  --button-bg: ${vars.color.surface};
  --button-bg-hover: ${vars.color.surfaceHover};
  --button-bg-pressed: ${vars.color.surfaceSunken};
  --button-fg: ${vars.color.text};
  --button-border: ${vars.color.borderStrong};

  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.control.md};
  padding: 0 ${vars.space[4]};
  border: 1px solid var(--button-border);
  border-radius: ${vars.radius.md};
  background: var(--button-bg);
  color: var(--button-fg);
  font: inherit;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
  text-align: center;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  ${focusRing}

  &[data-variant='primary'] {
    --button-bg: ${vars.color.accent};
    --button-bg-hover: ${vars.color.accentHover};
    --button-bg-pressed: ${vars.color.accentPressed};
    --button-fg: ${vars.color.textOnAccent};
    --button-border: transparent;
  }
  &[data-variant='danger'] {
    --button-bg: ${vars.color.danger};
    --button-bg-hover: ${vars.color.dangerHover};
    --button-bg-pressed: ${vars.color.dangerPressed};
    --button-fg: ${vars.color.textOnAccent};
    --button-border: transparent;
  }
  &[data-variant='quiet'] {
    --button-bg: transparent;
    --button-border: transparent;
  }

  &[data-size='sm'] {
    min-height: ${vars.size.control.sm};
    padding: 0 ${vars.space[3]};
  }
  &[data-size='lg'] {
    min-height: ${vars.size.control.lg};
    padding: 0 ${vars.space[6]};
    font-size: ${vars.font.size.md};
  }
  &[data-icon-only] {
    padding: 0;
    aspect-ratio: 1;
  }

  &[data-hovered] {
    background: var(--button-bg-hover);
  }
  &[data-pressed] {
    background: var(--button-bg-pressed);
  }
  &[data-disabled] {
    --button-bg: ${vars.color.surfaceSunken};
    --button-fg: ${vars.color.textDisabled};
    --button-border: ${vars.color.border};
    cursor: not-allowed;
  }
  &[data-pending] {
    cursor: progress;
  }

  @media (forced-colors: active) {
    border-color: ButtonText;
    &[data-disabled] {
      border-color: GrayText;
      color: GrayText;
    }
  }
`;
