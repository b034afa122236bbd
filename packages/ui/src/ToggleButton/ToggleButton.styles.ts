import { styled } from 'styled-components';
import { ToggleButtonGroup } from 'react-aria-components';
import { vars } from '../tokens';
import { StyledButton } from '../Button/Button.styles';

/**
 * Button's own rules (variants, sizes, hover, disabled, focus ring, forced colours), extended with
 * the selected state. `ToggleButton` renders it `as` react-aria's `ToggleButton`, so the look is
 * shared rather than copied. Selected is shown by more than colour: the button looks pressed in
 * (a doubled border and an inner shadow), and in forced colours it takes the system highlight.
 */
export const StyledToggleButton = styled(StyledButton)`
  --toggle-ring: ${vars.color.accent};
  --toggle-inset: inset 0 2px 3px rgb(0 0 0 / 0.3);

  /* Long labels wrap inside the button rather than touch its border (after Button's sizes). */
  &:not([data-icon-only]) {
    padding-block: ${vars.space[1]};
  }

  &[data-selected] {
    --button-border: var(--toggle-ring);
    box-shadow:
      inset 0 0 0 1px var(--toggle-ring),
      var(--toggle-inset);
  }
  &[data-selected]:is([data-variant='secondary'], [data-variant='quiet']) {
    --button-bg: ${vars.color.accentSubtle};
    --button-bg-hover: ${vars.color.accentSubtle};
  }
  &[data-selected]:is([data-variant='primary'], [data-variant='danger']) {
    --toggle-ring: var(--button-fg);
    --button-bg: var(--button-bg-pressed);
    --button-bg-hover: var(--button-bg-pressed);
  }
  &[data-selected][data-disabled] {
    --toggle-ring: ${vars.color.textDisabled};
    --button-bg: ${vars.color.surfaceSunken};
    --toggle-inset: inset 0 0 0 0 transparent;
  }

  @media (forced-colors: active) {
    &[data-selected] {
      forced-color-adjust: none;
      border-color: Highlight;
      background: Highlight;
      color: HighlightText;
      box-shadow: inset 0 0 0 2px HighlightText;
    }
    &[data-selected][data-disabled] {
      border-color: GrayText;
      background: Canvas;
      color: GrayText;
      box-shadow: inset 0 0 0 2px GrayText;
    }
    &[data-focus-visible] {
      outline-color: CanvasText;
    }
  }
`;

/**
 * Buttons of a group sit edge to edge as one segmented control; the selected or focused one is
 * raised so its border and focus ring are never covered by a neighbour. The row never wraps (a
 * wrapped segmented control reads as two); long labels wrap inside their buttons instead.
 */
export const StyledToggleButtonGroup = styled(ToggleButtonGroup)`
  display: inline-flex;
  max-width: 100%;

  & > * {
    position: relative;
    flex: 0 1 auto;
    min-width: 0;
  }
  & > [data-selected] {
    z-index: 1;
  }
  & > [data-focus-visible] {
    z-index: 2;
  }

  &[data-orientation='horizontal'] > :not(:first-child) {
    margin-inline-start: -1px;
    border-start-start-radius: 0;
    border-end-start-radius: 0;
  }
  &[data-orientation='horizontal'] > :not(:last-child) {
    border-start-end-radius: 0;
    border-end-end-radius: 0;
  }

  &[data-orientation='vertical'] {
    flex-direction: column;
    align-items: stretch;
  }
  &[data-orientation='vertical'] > :not(:first-child) {
    margin-block-start: -1px;
    border-start-start-radius: 0;
    border-start-end-radius: 0;
  }
  &[data-orientation='vertical'] > :not(:last-child) {
    border-end-start-radius: 0;
    border-end-end-radius: 0;
  }
`;
