import { styled } from 'styled-components';
import { vars } from '../tokens';

export const LayoutRoot = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[5]};
  max-width: 40rem;

  &[data-width='wide'] {
    max-width: ${vars.size.content};
  }
  &[data-width='full'] {
    max-width: none;
  }
`;

/** Fields side by side where there is room; one column on narrow screens. */
const columns = `
  &[data-columns='2'] {
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  }
  &[data-columns='3'] {
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  }
`;

export const LayoutRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  ${columns}
`;

export const GroupRoot = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  min-width: 0;
  margin: 0;
  padding: ${vars.space[4]} 0 0;
  border: 0;
  border-top: 1px solid ${vars.color.border};

  &[data-disabled] {
    color: ${vars.color.textDisabled};
  }
`;

export const GroupHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const GroupLegend = styled.legend`
  float: left;
  width: 100%;
  padding: 0;
  color: ${vars.color.text};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};

  & + * {
    clear: both;
  }
`;

export const GroupDescription = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

export const GroupFields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  ${columns}
`;

export const ActionsRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  padding-top: ${vars.space[2]};

  &[data-align='start'] {
    justify-content: flex-start;
  }
  &[data-align='between'] {
    justify-content: space-between;
  }
`;
