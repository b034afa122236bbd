import { styled } from 'styled-components';
import { Slider, SliderFill, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { vars } from '../tokens';

export const StyledSlider = styled(Slider)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space[1]} ${vars.space[3]};
  min-width: 0;
  width: 100%;
`;

export const Output = styled(SliderOutput)`
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

export const Track = styled(SliderTrack)`
  grid-column: 1 / -1;
  position: relative;
  height: ${vars.size.control.sm};

  /* The rail is drawn behind the fill; the track itself stays a tall hit area. */
  &::before {
    content: '';
    position: absolute;
    inset-inline: 0;
    top: 50%;
    height: 0.25rem;
    transform: translateY(-50%);
    border-radius: ${vars.radius.full};
    background: ${vars.color.border};
  }

  @media (forced-colors: active) {
    &::before {
      background: CanvasText;
    }
  }
`;

export const Fill = styled(SliderFill)`
  position: absolute;
  top: 50%;
  height: 0.25rem;
  transform: translateY(-50%);
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent};

  &[data-disabled] {
    background: ${vars.color.textDisabled};
  }
  @media (forced-colors: active) {
    background: Highlight;
  }
`;

export const Thumb = styled(SliderThumb)`
  top: 50%;
  width: 1.25rem;
  height: 1.25rem;
  border: 2px solid ${vars.color.accent};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow[1]};
  cursor: grab;

  &[data-dragging] {
    cursor: grabbing;
    background: ${vars.color.accentSubtle};
  }
  &[data-focus-visible] {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: ${vars.focus.offset};
  }
  &[data-disabled] {
    border-color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
  @media (forced-colors: active) {
    border-color: ButtonText;
  }
`;
