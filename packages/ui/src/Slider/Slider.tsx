import type { SliderProps as AriaSliderProps } from 'react-aria-components';
import { Fill, Output, StyledSlider, Thumb, Track } from './Slider.styles';
import { FieldLabel } from '../Field';
import { classNames } from '../internal/classNames';

export interface SliderProps<T extends number | number[] = number> extends Omit<
  AriaSliderProps<T>,
  'className' | 'style' | 'children'
> {
  label: string;
  /** Names of each thumb of a range ("Minimum", "Maximum"); a single thumb takes the label. */
  thumbLabels?: readonly string[];
  className?: string;
}

/**
 * A number chosen along a track, or a range with two thumbs: react-aria's `Slider`, so arrows,
 * Page Up/Down, Home/End and touch all work. `formatOptions` formats the value (`Intl`).
 */
export function Slider<T extends number | number[] = number>({
  label,
  thumbLabels,
  className,
  ...props
}: SliderProps<T>) {
  return (
    // styled() drops react-aria's generic; the value type is the same one the caller chose.
    <StyledSlider
      {...(props as AriaSliderProps)}
      className={classNames('studio-Slider', className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <Output className="studio-Slider-output" />
      <Track className="studio-Slider-track">
        {({ state }) => (
          <>
            <Fill className="studio-Slider-fill" />
            {state.values.map((_, index) => (
              <Thumb
                key={index}
                index={index}
                aria-label={thumbLabels?.[index]}
                className="studio-Slider-thumb"
              />
            ))}
          </>
        )}
      </Track>
    </StyledSlider>
  );
}
