import type {
  ToggleButtonGroupProps as AriaToggleButtonGroupProps,
  ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components';
import { ToggleButton as AriaToggleButton } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from '../Button';
import { classNames } from '../internal/classNames';
import { StyledToggleButton, StyledToggleButtonGroup } from './ToggleButton.styles';

export interface ToggleButtonProps extends Omit<AriaToggleButtonProps, 'className' | 'style'> {
  /** The same variants as `Button`; `secondary` and `quiet` suit most toggles. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** For a toggle whose only child is an icon: it must then carry an `aria-label`. */
  isIconOnly?: boolean;
  className?: string;
}

/**
 * A button that stays on or off (Mute, Solo, Show captions): react-aria's `ToggleButton` with the
 * look of `Button`. Standalone it exposes `aria-pressed`; inside a `ToggleButtonGroup` its `id` is
 * its key in the group's selection.
 */
export function ToggleButton({
  variant = 'secondary',
  size = 'md',
  isIconOnly,
  className,
  ...props
}: ToggleButtonProps) {
  return (
    <StyledToggleButton
      {...props}
      as={AriaToggleButton}
      className={classNames('studio-ToggleButton', className)}
      data-variant={variant}
      data-size={size}
      data-icon-only={isIconOnly || undefined}
    />
  );
}

export interface ToggleButtonGroupProps extends Omit<
  AriaToggleButtonGroupProps,
  'className' | 'style' | 'render'
> {
  /** Names the group ("View", "Track"): a radio group or toolbar needs a name. */
  'aria-label': string;
  className?: string;
}

/**
 * Toggle buttons that share one selection: `selectionMode="single"` (the default; a radio group,
 * e.g. Grid / List) or `"multiple"` (a toolbar of independent toggles, e.g. Mute / Solo). One Tab
 * stop for the group; the arrow keys move between its buttons.
 */
export function ToggleButtonGroup({ className, ...props }: ToggleButtonGroupProps) {
  return (
    <StyledToggleButtonGroup
      {...props}
      className={classNames('studio-ToggleButtonGroup', className)}
    />
  );
}
