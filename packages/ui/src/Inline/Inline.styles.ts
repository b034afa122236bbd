import { styled } from 'styled-components';
import { gapRules, listReset } from '../internal/layout';

export const InlineRoot = styled.div`
  display: flex;
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  min-width: 0;
  ${listReset}
  ${gapRules}

  &[data-wrap='false'] {
    flex-wrap: nowrap;
  }
  &[data-align='start'] {
    align-items: flex-start;
  }
  &[data-align='end'] {
    align-items: flex-end;
  }
  &[data-align='baseline'] {
    align-items: baseline;
  }
  &[data-align='stretch'] {
    align-items: stretch;
  }
  &[data-justify='center'] {
    justify-content: center;
  }
  &[data-justify='end'] {
    justify-content: flex-end;
  }
  &[data-justify='between'] {
    justify-content: space-between;
  }
`;
