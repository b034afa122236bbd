import { styled } from 'styled-components';
import {
  Button,
  ColorArea,
  ColorField,
  ColorSlider,
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
  ColorThumb,
  Dialog,
  Input,
  Popover,
  SliderTrack,
} from 'react-aria-components';
import { vars } from '../tokens';
import { focusRing, inputSurface } from '../theme/mixins';

export const PickerField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const PickerLabel = styled.span`
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
`;

export const SwatchButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  align-self: flex-start;
  min-height: ${vars.size.control.md};
  padding: 0 ${vars.space[3]} 0 ${vars.space[1]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-family: ${vars.font.family.mono};
  font-size: ${vars.font.size.sm};
  cursor: pointer;
  ${focusRing}

  &[data-hovered] {
    background: ${vars.color.surfaceHover};
  }
  &[data-disabled] {
    border-color: ${vars.color.border};
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

export const Swatch = styled(ColorSwatch)`
  width: 2rem;
  height: 2rem;
  border-radius: ${vars.radius.sm};
  box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.2);
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
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  width: 14rem;
  outline: none;
`;

export const Area = styled(ColorArea)`
  width: 100%;
  aspect-ratio: 1;
  border-radius: ${vars.radius.sm};
`;

export const Thumb = styled(ColorThumb)`
  width: 1.25rem;
  height: 1.25rem;
  border: 2px solid ${vars.color.surface};
  border-radius: ${vars.radius.full};
  box-shadow:
    0 0 0 1px ${vars.color.text},
    inset 0 0 0 1px ${vars.color.text};
  top: 50%;

  &[data-focus-visible] {
    width: 1.75rem;
    height: 1.75rem;
    outline: ${vars.focus.width} solid ${vars.color.focus};
  }
`;

export const HueSlider = styled(ColorSlider)`
  width: 100%;
`;

export const HueTrack = styled(SliderTrack)`
  height: 1.25rem;
  border-radius: ${vars.radius.sm};
`;

export const HexField = styled(ColorField)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const HexInput = styled(Input)`
  ${inputSurface}
  width: 100%;
  font-family: ${vars.font.family.mono};
`;

export const Presets = styled(ColorSwatchPicker)`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

export const Preset = styled(ColorSwatchPickerItem)`
  border-radius: ${vars.radius.sm};
  cursor: pointer;
  ${focusRing}

  &[data-selected] {
    outline: 2px solid ${vars.color.text};
    outline-offset: 1px;
  }

  & > * {
    width: 1.5rem;
    height: 1.5rem;
    border-radius: ${vars.radius.sm};
    box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.2);
  }
`;
