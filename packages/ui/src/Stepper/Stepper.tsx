import type { ReactNode } from 'react';
import {
  StepButton,
  StepDescription,
  StepItem,
  StepList,
  StepMarker,
  StepText,
} from './Stepper.styles';
import { VisuallyHidden } from '../VisuallyHidden';
import { classNames } from '../internal/classNames';
import { AlertIcon, CheckIcon } from '../internal/icons';

export interface StepperStep {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  /** The step failed (e.g. the encoder did not start); drawn in the danger tone. */
  isInvalid?: boolean;
}

export type StepState = 'complete' | 'current' | 'upcoming';

/**
 * Read after each step's label, e.g. `{ complete: 'completed', current: 'current step',
 * upcoming: 'not started', invalid: 'failed' }`. All four are required: any step can turn
 * `isInvalid` at run time (an encoder that does not start), and a failed step must be spoken as
 * failed, not with its ordinary state, the moment it happens.
 */
export interface StepperStatusLabels {
  complete: string;
  current: string;
  upcoming: string;
  /** Replaces the ordinary state of a step with `isInvalid` ("failed"). */
  invalid: string;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  /** The step the person is on. Steps before it are complete, steps after it upcoming. */
  currentStepId: string;
  /** Name of the list ("Go live progress"). */
  'aria-label': string;
  statusLabels: StepperStatusLabels;
  /** When given, completed steps become buttons that lead back to them. */
  onStepPress?: (stepId: string) => void;
  isDisabled?: boolean;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/**
 * Progress through a multi-step flow such as going live. The current step carries
 * `aria-current="step"`; every step's state is also spoken, not only shown by colour.
 */
export function Stepper({
  steps,
  currentStepId,
  statusLabels,
  onStepPress,
  isDisabled,
  orientation = 'horizontal',
  className,
  ...props
}: StepperProps) {
  const currentIndex = steps.findIndex((step) => step.id === currentStepId);

  return (
    <StepList
      aria-label={props['aria-label']}
      data-orientation={orientation}
      className={classNames('studio-Stepper', className)}
    >
      {steps.map((step, index) => {
        const state: StepState =
          index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
        const status = step.isInvalid ? statusLabels.invalid : statusLabels[state];
        const content = (
          <>
            <StepMarker aria-hidden="true" className="studio-Stepper-marker">
              {step.isInvalid ? (
                <AlertIcon size={14} />
              ) : state === 'complete' ? (
                <CheckIcon size={14} />
              ) : (
                index + 1
              )}
            </StepMarker>
            <StepText>
              <span>
                {step.label}
                <VisuallyHidden>{`, ${status}`}</VisuallyHidden>
              </span>
              {step.description && <StepDescription>{step.description}</StepDescription>}
            </StepText>
          </>
        );
        return (
          <StepItem
            key={step.id}
            data-state={state}
            data-invalid={step.isInvalid || undefined}
            aria-current={state === 'current' ? 'step' : undefined}
            className="studio-Stepper-step"
          >
            {state === 'complete' && onStepPress ? (
              <StepButton isDisabled={isDisabled} onPress={() => onStepPress(step.id)}>
                {content}
              </StepButton>
            ) : (
              content
            )}
          </StepItem>
        );
      })}
    </StepList>
  );
}
