import { styled } from 'styled-components';
import { vars } from '../tokens';

export const AlertRoot = styled.div`
  --alert-fg: ${vars.color.tone.info.foreground};
  --alert-bg: ${vars.color.tone.info.background};
  --alert-border: ${vars.color.tone.info.border};

  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space[1]} ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid var(--alert-border);
  border-inline-start-width: 4px;
  border-radius: ${vars.radius.md};
  background: var(--alert-bg);
  color: var(--alert-fg);
  font-size: ${vars.font.size.sm};

  &[data-tone='success'] {
    --alert-fg: ${vars.color.tone.success.foreground};
    --alert-bg: ${vars.color.tone.success.background};
    --alert-border: ${vars.color.tone.success.border};
  }
  &[data-tone='warning'] {
    --alert-fg: ${vars.color.tone.warning.foreground};
    --alert-bg: ${vars.color.tone.warning.background};
    --alert-border: ${vars.color.tone.warning.border};
  }
  &[data-tone='error'] {
    --alert-fg: ${vars.color.tone.danger.foreground};
    --alert-bg: ${vars.color.tone.danger.background};
    --alert-border: ${vars.color.tone.danger.border};
  }
  &:focus-visible {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: ${vars.focus.offset};
  }
`;

export const AlertIcon = styled.span`
  display: inline-flex;
  padding-top: 1px;
`;

export const AlertBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const AlertTitle = styled.p`
  margin: 0;
  font-weight: ${vars.font.weight.semibold};
`;
