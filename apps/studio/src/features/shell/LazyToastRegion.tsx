import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { toastQueue, type ToastRegionProps } from '@studio/ui';

const loadToastRegion = () => import('@studio/ui/Toast');
const ToastRegion = lazy(() =>
  loadToastRegion().then((module) => ({ default: module.ToastRegion })),
);

const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const showsToasts = () => toastQueue.visibleToasts.length > 0;

/**
 * The shell's toast region, loaded once a page first shows a toast: react-aria's region draws
 * nothing while the queue is empty, and its toast and landmark code weighed about 5 kB gzip on
 * every signed-in route (docs/performance.md). Pages add to the shared queue at once; the region
 * shows what is queued as soon as it arrives, and it is fetched after the shell has shown, so a
 * first toast rarely waits. Once shown it stays mounted, as react-aria expects of a landmark.
 */
export function LazyToastRegion(props: ToastRegionProps) {
  const hasToasts = useSyncExternalStore(subscribe, showsToasts, showsToasts);
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  useEffect(() => {
    void loadToastRegion().catch(() => {
      // Offline now: the first toast asks again.
    });
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion {...props} />
    </Suspense>
  );
}
