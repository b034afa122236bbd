import { styled } from 'styled-components';
import { gapRules, listReset } from '../internal/layout';

export const StackRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  ${listReset}
  ${gapRules}

  &[data-align='start'] {
    align-items: flex-start;
  }
  &[data-align='center'] {
    align-items: center;
  }
  &[data-align='end'] {
    align-items: flex-end;
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
  &[data-full-height] {
    min-height: 100vh;
    min-height: 100dvh;
  }
`;
