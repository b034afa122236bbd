import { styled } from 'styled-components';
import { DateInput, TimeField, type TimeValue } from 'react-aria-components';
import { vars } from '../tokens';
import { dateBox } from '../DatePicker/DatePicker.styles';

const AnyTimeField = TimeField<TimeValue>;

export const StyledTimeField = styled(AnyTimeField)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const TimeInput = styled(DateInput)`
  ${dateBox}
  padding-inline-end: ${vars.space[3]};
  font-variant-numeric: tabular-nums;
`;
