import styled from 'styled-components';
import type { OnboardingState, OnboardingStepName } from '@studio/api';
import { Button, Card, Link, ProgressBar, StatusBadge, vars } from '@studio/ui';
import { useTranslation } from '../../i18n/react';

export interface OnboardingChecklistProps {
  state: OnboardingState;
  /** The page where the person can do a step; none when they may not open it. */
  hrefOf: (step: OnboardingStepName) => string | undefined;
  /** Marks a step done without doing it; absent for people who may not change the checklist. */
  onSkip?: (step: OnboardingStepName) => void;
  /** Sends the verification e-mail again; absent when there is no address to send to. */
  onResend?: () => void;
  /** The step being marked done, or 'resend' while the e-mail is being asked for. */
  pending?: OnboardingStepName | 'resend' | null;
}

const Steps = styled.ol`
  list-style: none;
  margin: ${vars.space[4]} 0 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[3]};

  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${vars.space[2]} ${vars.space[4]};
    align-items: center;
    padding: ${vars.space[3]} 0;
    border-top: 1px solid ${vars.color.border};
  }
  h3 {
    margin: 0;
    font-size: ${vars.font.size.md};
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
    align-items: center;
  }
  p {
    margin: ${vars.space[1]} 0 0;
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  justify-content: flex-end;
`;

/**
 * The getting-started checklist of a new organisation (channel onboarding): each step with its
 * state in words, a link to where it is done, and Skip for a step the organisation does not need.
 * Shown until every step is done; verifying the e-mail has no Skip, only a new e-mail.
 */
export function OnboardingChecklist({
  state,
  hrefOf,
  onSkip,
  onResend,
  pending = null,
}: OnboardingChecklistProps) {
  const { t } = useTranslation('onboarding');
  const done = state.steps.filter((step) => step.done).length;
  const total = state.steps.length;
  return (
    <Card title={t('title')} headingLevel={2} description={t('description')}>
      <ProgressBar
        label={t('progress', { done, total })}
        hideValue
        value={done}
        maxValue={total}
        tone="success"
      />
      <Steps>
        {state.steps.map(({ name, done: stepDone }) => {
          const label = t(`steps.${name}.label`);
          const href = stepDone ? undefined : hrefOf(name);
          return (
            <li key={name}>
              <div>
                <h3>
                  {label}
                  <StatusBadge
                    label={stepDone ? t('done') : t('toDo')}
                    tone={stepDone ? 'success' : 'neutral'}
                  />
                </h3>
                {!stepDone && <p>{t(`steps.${name}.hint`)}</p>}
              </div>
              {!stepDone && (
                <Actions>
                  {name === 'verifyEmail'
                    ? onResend && (
                        <Button
                          size="sm"
                          onPress={onResend}
                          isPending={pending === 'resend'}
                          pendingLabel={t('resend')}
                        >
                          {t('resend')}
                        </Button>
                      )
                    : href && (
                        <Link href={href} variant="standalone">
                          {t(`actions.${name}`)}
                        </Link>
                      )}
                  {name !== 'verifyEmail' && onSkip && (
                    <Button
                      size="sm"
                      variant="quiet"
                      aria-label={t('skipStep', { step: label })}
                      onPress={() => onSkip(name)}
                      isPending={pending === name}
                      pendingLabel={t('skip')}
                    >
                      {t('skip')}
                    </Button>
                  )}
                </Actions>
              )}
            </li>
          );
        })}
      </Steps>
    </Card>
  );
}
