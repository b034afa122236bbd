import { UNSTABLE_ToastQueue } from 'react-aria-components';

// The queue is apart from the region (Toast.tsx) so that an app can show toasts from every page
// and load the region, with react-aria's toast and landmark code, only once a toast is shown.

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** What a toast shows: all text comes from the caller, already localised. */
export interface ToastContent {
  title: string;
  description?: string;
  tone?: ToastTone;
}

export interface ShowToastOptions {
  /** Milliseconds before the toast closes itself; at least 5000 is advised. Omit to keep it open. */
  timeout?: number;
  onClose?: () => void;
}

export type ToastQueue = UNSTABLE_ToastQueue<ToastContent>;

/** A queue of toasts; render one `ToastRegion` per queue. */
export function createToastQueue(options?: { maxVisibleToasts?: number }): ToastQueue {
  return new UNSTABLE_ToastQueue<ToastContent>({
    maxVisibleToasts: options?.maxVisibleToasts ?? 5,
  });
}

/** The application's shared queue, used by `ToastRegion` and `useToast` when no queue is passed. */
export const toastQueue: ToastQueue = createToastQueue();

/** Shows and closes toasts on a queue (the shared one by default). Returns the toast's key. */
export function useToast(queue: ToastQueue = toastQueue) {
  return {
    show: (content: ToastContent, options?: ShowToastOptions): string =>
      queue.add(content, options),
    close: (key: string) => queue.close(key),
  };
}
