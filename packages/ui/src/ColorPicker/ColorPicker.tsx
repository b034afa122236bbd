import { useId, type ReactNode } from 'react';
import {
  ColorPicker as AriaColorPicker,
  DialogTrigger,
  Label,
  parseColor,
  type Color,
} from 'react-aria-components';
import {
  Area,
  HexField,
  HexInput,
  HueSlider,
  HueTrack,
  PickerDialog,
  PickerField,
  PickerLabel,
  PickerPopover,
  Preset,
  Presets,
  Swatch,
  SwatchButton,
  Thumb,
} from './ColorPicker.styles';
import { StyledDescription, StyledLabel } from '../Field/Field.styles';
import { classNames } from '../internal/classNames';

interface ColorPickerBaseProps {
  /** Visible label, also the name of the picker's dialog ("Control colour"). */
  label: string;
  description?: ReactNode;
  /** Label of the hexadecimal input in the dialog ("Hex"). */
  hexFieldLabel: ReactNode;
  /** A CSS hex colour (`#1f58c2`). */
  value?: string;
  defaultValue?: string;
  /** Called with the new colour as `#rrggbb`. */
  onChange?: (hex: string) => void;
  isDisabled?: boolean;
  className?: string;
}

interface ColorPickerWithPresets extends ColorPickerBaseProps {
  /** Ready-made colours offered as swatches (brand colours). */
  presets: readonly string[];
  /** Accessible name of the presets list ("Suggested colours"). Required with `presets`. */
  presetsLabel: string;
}

interface ColorPickerWithoutPresets extends ColorPickerBaseProps {
  presets?: undefined;
  presetsLabel?: undefined;
}

/** `presetsLabel` is required whenever `presets` is given: the swatch list needs a name. */
export type ColorPickerProps = ColorPickerWithPresets | ColorPickerWithoutPresets;

const toHex = (color: Color) => color.toString('hex').toLowerCase();

/**
 * A colour chooser for brand colours such as the player's control colour: a swatch button opens
 * react-aria's colour area, hue slider and hex field, with optional preset swatches. Colour names
 * read by screen readers come from react-aria's localised strings.
 */
export function ColorPicker({
  label,
  description,
  hexFieldLabel,
  value,
  defaultValue = '#1f58c2',
  onChange,
  presets,
  presetsLabel,
  isDisabled,
  className,
}: ColorPickerProps) {
  const labelId = useId();
  return (
    <AriaColorPicker
      value={value === undefined ? undefined : parseColor(value)}
      defaultValue={parseColor(defaultValue)}
      onChange={(color) => onChange?.(toHex(color))}
    >
      {({ color }) => (
        <PickerField className={classNames('studio-ColorPicker', className)}>
          <PickerLabel id={labelId} className="studio-ColorPicker-label">
            {label}
          </PickerLabel>
          <DialogTrigger>
            <SwatchButton
              className="studio-ColorPicker-trigger"
              aria-labelledby={`${labelId} ${labelId}-value`}
              aria-describedby={description ? `${labelId}-description` : undefined}
              isDisabled={isDisabled}
            >
              <Swatch />
              <span id={`${labelId}-value`}>{toHex(color)}</span>
            </SwatchButton>
            <PickerPopover placement="bottom start" offset={4}>
              <PickerDialog aria-label={label} className="studio-ColorPicker-dialog">
                <Area colorSpace="hsb" xChannel="saturation" yChannel="brightness">
                  <Thumb />
                </Area>
                <HueSlider colorSpace="hsb" channel="hue">
                  <HueTrack>
                    <Thumb />
                  </HueTrack>
                </HueSlider>
                <HexField>
                  <StyledLabel as={Label}>{hexFieldLabel}</StyledLabel>
                  <HexInput />
                </HexField>
                {presets && presets.length > 0 && (
                  <Presets aria-label={presetsLabel}>
                    {presets.map((preset) => (
                      <Preset key={preset} color={preset}>
                        <Swatch />
                      </Preset>
                    ))}
                  </Presets>
                )}
              </PickerDialog>
            </PickerPopover>
          </DialogTrigger>
          {/* Not inside a react-aria field, so the description is tied to the button by id. */}
          {description && (
            <StyledDescription id={`${labelId}-description`} className="studio-Field-description">
              {description}
            </StyledDescription>
          )}
        </PickerField>
      )}
    </AriaColorPicker>
  );
}
