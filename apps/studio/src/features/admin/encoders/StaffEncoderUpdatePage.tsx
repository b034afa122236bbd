import { EncoderUpdateRecord } from '../../encoders/EncoderUpdate';
import { StaffEncoderRecord, useStaffPlace } from './staff-encoder-record';

/** `/encoder/{uuid}/update`: the organisation's software update page, in the staff area. */
export function StaffEncoderUpdatePage() {
  const place = useStaffPlace();
  return (
    <StaffEncoderRecord>
      {(row) => (
        <EncoderUpdateRecord customerId={row.customer.uuid} uuid={row.encoder.uuid} place={place} />
      )}
    </StaffEncoderRecord>
  );
}
