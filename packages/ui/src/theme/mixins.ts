import { css } from 'styled-components';
import { vars } from '../tokens';

/** The one focus ring, shown only for keyboard focus (react-aria's `data-focus-visible`). */
export const focusRing = css`
  outline: none;
  &[data-focus-visible] {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: ${vars.focus.offset};
  }
`;

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Shared look of text inputs: fields, selects, combo boxes. */
export const inputSurface = css`
  min-height: ${vars.size.control.md};
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.size.md};
  transition: border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &::placeholder {
    color: ${vars.color.textMuted};
  }
  &[data-hovered] {
    border-color: ${vars.color.text};
  }
  &[data-focused] {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: -1px;
    border-color: ${vars.color.focus};
  }
  &[data-invalid] {
    border-color: ${vars.color.danger};
  }
  &[data-disabled] {
    border-color: ${vars.color.border};
    color: ${vars.color.textDisabled};
    background: ${vars.color.surfaceSunken};
  }
`;
