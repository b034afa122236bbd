import { describe, expect, it } from 'vitest';
import type { StepperStatusLabels } from './Stepper';

describe('StepperStatusLabels', () => {
  it('requires the invalid label, so a failed step is never read with its ordinary state', () => {
    const labels: StepperStatusLabels = {
      complete: 'completed',
      current: 'current step',
      upcoming: 'not started',
      invalid: 'failed',
    };
    // @ts-expect-error a step that fails later would be read as "current step" or "completed".
    const withoutInvalid: StepperStatusLabels = {
      complete: 'completed',
      current: 'current step',
      upcoming: 'not started',
    };
    expect([labels, withoutInvalid]).toHaveLength(2);
  });
});
