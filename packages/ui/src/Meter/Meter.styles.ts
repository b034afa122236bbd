import { styled } from 'styled-components';
import { Label, Meter } from 'react-aria-components';
import { vars } from '../tokens';

export const StyledMeter = styled(Meter)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space[1]} ${vars.space[3]};
  min-width: 0;
  width: 100%;
  font-size: ${vars.font.size.sm};
`;

export const MeterLabel = styled(Label)`
  color: ${vars.color.text};
  font-weight: ${vars.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const MeterValue = styled.span`
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const MeterTrack = styled.div`
  --meter-fill: ${vars.color.tone.info.solid};

  grid-column: 1 / -1;
  height: 0.5rem;
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: ${vars.color.surfaceSunken};
  box-shadow: inset 0 0 0 1px ${vars.color.border};

  &[data-level='warning'] {
    --meter-fill: ${vars.color.tone.warning.solid};
  }
  &[data-level='danger'] {
    --meter-fill: ${vars.color.tone.danger.solid};
  }
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

export const MeterFill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: var(--meter-fill);

  @media (forced-colors: active) {
    background: Highlight;
  }
`;
