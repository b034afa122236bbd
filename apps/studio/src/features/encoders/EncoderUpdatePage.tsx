import { useParams } from 'react-router';
import { useSession } from '../../app/runtime-context';
import { EncoderUpdateRecord } from './EncoderUpdate';

/** `/settings/encoders/{uuid}/update`: the organisation's own encoder update. */
export function EncoderUpdatePage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <EncoderUpdateRecord customerId={customerId} uuid={uuid} /> : null;
}
