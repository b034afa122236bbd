import { styled } from 'styled-components';
import { Button, Text, UNSTABLE_ToastRegion as ToastRegion } from 'react-aria-components';
import { vars } from '../tokens';
import { focusRing } from '../theme/mixins';

/** The region stacks toasts at the bottom end of the viewport, above every other layer. */
export const StyledToastRegion = styled(ToastRegion)`
  position: fixed;
  inset-block-end: ${vars.space[4]};
  inset-inline-end: ${vars.space[4]};
  z-index: ${vars.z.toast};
  display: flex;
  flex-direction: column-reverse;
  gap: ${vars.space[2]};
  max-width: min(24rem, calc(100vw - 2 * ${vars.space[4]}));
  outline: none;

  &[data-focus-visible] {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: ${vars.focus.offset};
  }
`;

/** Tone is a data attribute set by `ToastRegion`; focus comes from react-aria's `data-focus-visible`. */
export const ToastRoot = styled.div`
  --toast-fg: ${vars.color.tone.info.foreground};
  --toast-bg: ${vars.color.tone.info.background};
  --toast-border: ${vars.color.tone.info.border};

  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid var(--toast-border);
  border-radius: ${vars.radius.md};
  background: var(--toast-bg);
  color: var(--toast-fg);
  font-size: ${vars.font.size.sm};
  box-shadow: ${vars.shadow[2]};
  outline: none;

  &[data-tone='success'] {
    --toast-fg: ${vars.color.tone.success.foreground};
    --toast-bg: ${vars.color.tone.success.background};
    --toast-border: ${vars.color.tone.success.border};
  }
  &[data-tone='warning'] {
    --toast-fg: ${vars.color.tone.warning.foreground};
    --toast-bg: ${vars.color.tone.warning.background};
    --toast-border: ${vars.color.tone.warning.border};
  }
  &[data-tone='error'] {
    --toast-fg: ${vars.color.tone.danger.foreground};
    --toast-bg: ${vars.color.tone.danger.background};
    --toast-border: ${vars.color.tone.danger.border};
  }
  &[data-focus-visible] {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: ${vars.focus.offset};
  }

  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;

export const ToastIcon = styled.span`
  display: inline-flex;
  flex: none;
  padding-top: 1px;
`;

export const ToastBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const ToastTitle = styled(Text)`
  font-weight: ${vars.font.weight.semibold};
`;

export const ToastDismissButton = styled(Button)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${vars.size.control.sm};
  height: ${vars.size.control.sm};
  margin: calc(-1 * ${vars.space[1]}) 0;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${focusRing}

  &[data-hovered] {
    border-color: var(--toast-border);
  }
`;
