import { styled } from 'styled-components';
import { DateRangePicker, type DateValue } from 'react-aria-components';
import { vars } from '../tokens';

const AnyDateRangePicker = DateRangePicker<DateValue>;

export const StyledDateRangePicker = styled(AnyDateRangePicker)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const RangeDash = styled.span`
  padding: 0 ${vars.space[1]};
  color: ${vars.color.textMuted};
`;
