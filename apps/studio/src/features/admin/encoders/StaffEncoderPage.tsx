import { useCanChangeAsStaff } from '../access';
import { StaffEncoderRecord } from './staff-encoder-record';
import { StaffEncoderView } from './StaffEncoderView';

/** `/encoders/{uuid}`: one encoder of any organisation. */
export function StaffEncoderPage() {
  const canChange = useCanChangeAsStaff();
  return (
    <StaffEncoderRecord>
      {(row) => <StaffEncoderView row={row} canChange={canChange} />}
    </StaffEncoderRecord>
  );
}
