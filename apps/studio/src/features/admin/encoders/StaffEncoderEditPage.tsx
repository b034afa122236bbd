import { EncoderEdit } from '../../encoders/EncoderEdit';
import { StaffEncoderRecord, useStaffPlace } from './staff-encoder-record';

/** `/encoders/{uuid}/edit`: the organisation's encoder form, in the staff area. */
export function StaffEncoderEditPage() {
  const place = useStaffPlace();
  return (
    <StaffEncoderRecord>
      {(row) => (
        <EncoderEdit customerId={row.customer.uuid} uuid={row.encoder.uuid} place={place} />
      )}
    </StaffEncoderRecord>
  );
}
