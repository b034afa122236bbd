import { describe, expect, it } from 'vitest';
import type { ComboBoxProps } from './ComboBox';

type Organisation = { id: string; name: string };

describe('ComboBoxProps', () => {
  it('requires loadingLabel whenever isLoading is given (checked by the type checker)', () => {
    const loading: ComboBoxProps<Organisation> = {
      label: 'Organisation',
      children: null,
      isLoading: true,
      loadingLabel: 'Searching organisations…',
    };
    // @ts-expect-error a spinner without loadingLabel would have no accessible name.
    const unnamed: ComboBoxProps<Organisation> = {
      label: 'Organisation',
      children: null,
      isLoading: false,
    };
    const staticList: ComboBoxProps<Organisation> = { label: 'Organisation', children: null };
    expect([loading, unnamed, staticList]).toHaveLength(3);
  });
});
