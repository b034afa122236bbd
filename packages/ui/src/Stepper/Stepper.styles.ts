import { styled } from 'styled-components';
import { Button } from 'react-aria-components';
import { vars } from '../tokens';
import { focusRing } from '../theme/mixins';

/** Steps sit in a row and wrap on narrow screens; state is a data attribute on each step. */
export const StepList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: studio-step;

  &[data-orientation='vertical'] {
    flex-direction: column;
  }
`;

export const StepItem = styled.li`
  --step-marker-bg: ${vars.color.surface};
  --step-marker-fg: ${vars.color.textMuted};
  --step-marker-border: ${vars.color.borderStrong};

  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  min-width: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};

  &[data-state='complete'] {
    --step-marker-bg: ${vars.color.tone.success.background};
    --step-marker-fg: ${vars.color.tone.success.foreground};
    --step-marker-border: ${vars.color.tone.success.border};
    color: ${vars.color.text};
  }
  &[data-state='current'] {
    --step-marker-bg: ${vars.color.accent};
    --step-marker-fg: ${vars.color.textOnAccent};
    --step-marker-border: ${vars.color.accent};
    color: ${vars.color.text};
    font-weight: ${vars.font.weight.semibold};
  }
  &[data-invalid] {
    --step-marker-bg: ${vars.color.tone.danger.background};
    --step-marker-fg: ${vars.color.tone.danger.foreground};
    --step-marker-border: ${vars.color.danger};
  }

  @media (forced-colors: active) {
    &[data-state='current'] {
      --step-marker-border: Highlight;
    }
  }
`;

export const StepMarker = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  border: 2px solid var(--step-marker-border);
  border-radius: ${vars.radius.full};
  background: var(--step-marker-bg);
  color: var(--step-marker-fg);
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
`;

export const StepText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[0.5]};
  min-width: 0;
  padding-top: ${vars.space[1]};
  overflow-wrap: anywhere;
`;

export const StepDescription = styled.span`
  color: ${vars.color.textMuted};
  font-weight: ${vars.font.weight.regular};
`;

/** A completed step the person may return to. */
export const StepButton = styled(Button)`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${focusRing}

  &[data-hovered] ${StepText} {
    text-decoration: underline;
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
`;
