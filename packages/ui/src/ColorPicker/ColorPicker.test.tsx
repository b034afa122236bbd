import { describe, expect, it } from 'vitest';
import type { ColorPickerProps } from './ColorPicker';

describe('ColorPickerProps', () => {
  it('requires presetsLabel whenever presets are given (checked by the type checker)', () => {
    const withPresets: ColorPickerProps = {
      label: 'Control colour',
      hexFieldLabel: 'Hex',
      presets: ['#1f58c2'],
      presetsLabel: 'Suggested colours',
    };
    // @ts-expect-error presets without presetsLabel would leave the swatch list unnamed.
    const unnamed: ColorPickerProps = {
      label: 'Control colour',
      hexFieldLabel: 'Hex',
      presets: ['#1f58c2'],
    };
    const withoutPresets: ColorPickerProps = { label: 'Control colour', hexFieldLabel: 'Hex' };
    expect([withPresets, unnamed, withoutPresets]).toHaveLength(3);
  });
});
