import { useId, useState } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { InputGroup, Requirement, RequirementList, RevealButton } from './PasswordField.styles';
import { StyledInput, StyledTextField } from '../TextField/TextField.styles';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldLabelProps } from '../Field';
import { VisuallyHidden } from '../VisuallyHidden';
import { classNames } from '../internal/classNames';

/** One rule of a password strength hint. The rule itself comes from the app (domain rules). */
export interface PasswordRequirement {
  id: string;
  label: string;
  isMet: (password: string) => boolean;
}

/**
 * The strength checklist and the words read with each rule. Without the status words a screen
 * reader hears each rule but not whether it is met (the tick is drawn, not spoken), so the type
 * asks for `requirementStatusLabels` as soon as `requirements` is given.
 */
export type PasswordRequirementsProps =
  | {
      /** Strength hint: each rule is shown as met or not met while the person types. */
      requirements: readonly PasswordRequirement[];
      /** Read after each requirement for screen readers, e.g. `{ met: 'done', unmet: 'to do' }`. */
      requirementStatusLabels: { met: string; unmet: string };
    }
  | { requirements?: undefined; requirementStatusLabels?: undefined };

export interface PasswordFieldBaseProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'>, FieldLabelProps {
  /** Accessible name of the show/hide toggle ("Show password"); it is a pressed/not pressed toggle. */
  revealLabel: string;
  placeholder?: string;
  className?: string;
}

export type PasswordFieldProps = PasswordFieldBaseProps & PasswordRequirementsProps;

/** A password input with a show/hide toggle and an optional live strength checklist. */
export function PasswordField({
  label,
  description,
  errorMessage,
  revealLabel,
  requirements,
  requirementStatusLabels,
  placeholder,
  className,
  ...props
}: PasswordFieldProps) {
  const [isRevealed, setRevealed] = useState(false);
  // Controlled or not, the checklist needs the current text.
  const [ownValue, setOwnValue] = useState(props.defaultValue ?? '');
  const value = props.value ?? ownValue;
  // The checklist describes the input, so it is read on focus with the description and error.
  const requirementsId = useId();
  const hasRequirements = requirements !== undefined && requirements.length > 0;
  const describedBy =
    [props['aria-describedby'], hasRequirements ? requirementsId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <StyledTextField
      {...props}
      type={isRevealed ? 'text' : 'password'}
      aria-describedby={describedBy}
      onChange={(next) => {
        setOwnValue(next);
        props.onChange?.(next);
      }}
      className={classNames('studio-PasswordField', className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <InputGroup className="studio-PasswordField-group">
        <StyledInput className="studio-PasswordField-input" placeholder={placeholder} />
        <RevealButton
          className="studio-PasswordField-reveal"
          aria-label={revealLabel}
          aria-pressed={isRevealed}
          onPress={() => setRevealed(!isRevealed)}
          isDisabled={props.isDisabled}
        >
          <EyeIcon isCrossed={isRevealed} />
        </RevealButton>
      </InputGroup>
      <FieldDescription>{description}</FieldDescription>
      {hasRequirements && (
        <RequirementList id={requirementsId} className="studio-PasswordField-requirements">
          {requirements.map((requirement) => {
            const isMet = requirement.isMet(value);
            return (
              <Requirement key={requirement.id} data-met={isMet || undefined}>
                <CheckIcon isMet={isMet} />
                <span>
                  {requirement.label}
                  {/* Always given with requirements (see the props type); guarded for JS callers. */}
                  {requirementStatusLabels && (
                    <VisuallyHidden>
                      {': '}
                      {isMet ? requirementStatusLabels.met : requirementStatusLabels.unmet}
                    </VisuallyHidden>
                  )}
                </span>
              </Requirement>
            );
          })}
        </RequirementList>
      )}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </StyledTextField>
  );
}

function EyeIcon({ isCrossed }: { isCrossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {isCrossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

function CheckIcon({ isMet }: { isMet: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="14"
      height="14"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {isMet ? <path d="M3 8.5l3 3 7-7" /> : <circle cx="8" cy="8" r="5" />}
    </svg>
  );
}
