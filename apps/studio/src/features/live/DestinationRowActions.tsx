import type { ReactNode } from 'react';
import { Inline, InlineAlert, Stack } from '@studio/ui';

export interface DestinationRowActionsProps {
  /** The row's commands (Start, Stop, Publish, Totals, Download, Archive). */
  children: ReactNode;
  /** Why the row's last command failed, in the server's words; null once another one starts. */
  error: string | null;
}

/**
 * A destination row's commands, and under them why the last one failed. The failure stays in the
 * row it is about: as a toast it stayed until dismissed, over the rows' buttons at the bottom of
 * the window (issue 14). `role="alert"` (InlineAlert's for errors) announces it when it appears;
 * the container clears it when the next command starts, so a repeated failure is announced again.
 */
export function DestinationRowActions({ children, error }: DestinationRowActionsProps) {
  return (
    <Stack gap={2}>
      <Inline gap={2}>{children}</Inline>
      {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
    </Stack>
  );
}
