import { styled } from 'styled-components';
import { vars } from '../tokens';

export const EmptyRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[10]} ${vars.space[6]};
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.lg};
  text-align: center;
  color: ${vars.color.text};
`;

export const EmptyIllustration = styled.div`
  display: inline-flex;
  color: ${vars.color.textMuted};
`;

export const EmptyTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.semibold};
`;

export const EmptyDescription = styled.p`
  max-width: 36rem;
  margin: 0;
  color: ${vars.color.textMuted};
`;

export const EmptyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[2]};
`;
