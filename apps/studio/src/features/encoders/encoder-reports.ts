import { useEffect } from 'react';
import type { StudioApi } from '@studio/api';
import { reportOf } from './actors';

/**
 * Follows the encoder's reports: its status at once, then again on every `encoder.state` event
 * of the organisation's stream (server-sent events), so the machine shows what the device does.
 */
export function useEncoderReports(
  api: StudioApi,
  customerId: string,
  encoderId: string,
  report: (status: ReturnType<typeof reportOf>) => void,
) {
  useEffect(() => {
    const controller = new AbortController();
    const read = () => {
      api
        .getEncoderStatus(customerId, encoderId, { signal: controller.signal })
        .then((status) => report(reportOf(status)))
        // A missed reading is corrected by the next event; the commands report their own errors.
        .catch(() => undefined);
    };
    read();
    const events = api.subscribeSystemEvents({
      customerId,
      onEvent: (event) => {
        if (event.type === 'encoder.state' && event.subjectId === encoderId) read();
      },
    });
    events.done.catch(() => undefined);
    return () => {
      controller.abort();
      events.close();
    };
    // `report` is left out on purpose: it sends to the page's machine, which lives as long as the page.
  }, [api, customerId, encoderId]);
}
