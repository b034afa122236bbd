import { styled } from 'styled-components';
import { vars } from '../tokens';

export const CardRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow[1]};
  color: ${vars.color.text};

  &[data-padding='none'] {
    padding: 0;
  }
  &[data-padding='compact'] {
    padding: ${vars.space[3]};
  }
`;

export const CardHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const CardDescription = styled.p`
  margin: ${vars.space[1]} 0 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  padding-top: ${vars.space[3]};
  border-top: 1px solid ${vars.color.border};
`;
