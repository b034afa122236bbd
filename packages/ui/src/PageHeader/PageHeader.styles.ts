import { styled } from 'styled-components';
import { vars } from '../tokens';

export const HeaderRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin-bottom: ${vars.space[6]};
`;

export const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[4]};
`;

export const HeaderTitle = styled.h1`
  margin: 0;
  font-size: ${vars.font.size['2xl']};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const HeaderDescription = styled.p`
  margin: ${vars.space[1]} 0 0;
  color: ${vars.color.textMuted};
`;

export const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;
