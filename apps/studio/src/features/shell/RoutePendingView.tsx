import { ProgressBar } from '@studio/ui';

export interface RoutePendingViewProps {
  /** Names the progress bar for screen readers and shows above it ("Loading page…"). */
  label: string;
}

/** Shown in the shell's content area while a route's code or its data loads. */
export function RoutePendingView({ label }: RoutePendingViewProps) {
  return <ProgressBar isIndeterminate label={label} />;
}
