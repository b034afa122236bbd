import { useParams } from 'react-router';
import { useSession } from '../../app/runtime-context';
import { EncoderEdit } from './EncoderEdit';

/** `/settings/encoders/{uuid}/edit`: the organisation's own encoder form. */
export function EncoderEditPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <EncoderEdit customerId={customerId} uuid={uuid} /> : null;
}
