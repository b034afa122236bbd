import { styled } from 'styled-components';
import { vars } from '../tokens';

export const StatRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

export const StatLabel = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  overflow-wrap: anywhere;
`;

export const StatValue = styled.span`
  color: ${vars.color.text};
  font-size: ${vars.font.size['2xl']};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export const StatChange = styled.span`
  --stat-trend-fg: ${vars.color.tone.neutral.foreground};
  --stat-trend-bg: ${vars.color.tone.neutral.background};

  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[2]};
  font-size: ${vars.font.size.sm};

  &[data-trend='positive'] {
    --stat-trend-fg: ${vars.color.tone.success.foreground};
    --stat-trend-bg: ${vars.color.tone.success.background};
  }
  &[data-trend='negative'] {
    --stat-trend-fg: ${vars.color.tone.danger.foreground};
    --stat-trend-bg: ${vars.color.tone.danger.background};
  }
`;

export const StatTrend = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  padding: 0 ${vars.space[2]};
  border-radius: ${vars.radius.full};
  background: var(--stat-trend-bg);
  color: var(--stat-trend-fg);
  font-weight: ${vars.font.weight.semibold};
  font-variant-numeric: tabular-nums;

  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

export const StatComparison = styled.span`
  color: ${vars.color.textMuted};
`;
