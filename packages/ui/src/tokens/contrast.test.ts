import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../internal/contrast';
import { darkColors, lightColors, toneNames } from './color';

const themes = { light: lightColors, dark: darkColors };

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2f6fe0', '#2f6fe0')).toBe(1);
  });

  it('refuses what it cannot parse', () => {
    expect(() => contrastRatio('rgb(0 0 0)', '#ffffff')).toThrow('Not a #rrggbb colour');
  });
});

// WCAG 1.4.3 (text, 4.5:1) and 1.4.11 (focus indicators and control borders, 3:1).
describe.each(Object.entries(themes))('the %s theme', (_name, colors) => {
  const surfaces = {
    background: colors.background,
    surface: colors.surface,
    surfaceRaised: colors.surfaceRaised,
    surfaceSunken: colors.surfaceSunken,
    surfaceHover: colors.surfaceHover,
  };

  it.each(['text', 'textMuted', 'link', 'danger'] as const)(
    '%s reads at 4.5:1 on every surface',
    (role) => {
      for (const [surface, color] of Object.entries(surfaces)) {
        expect(contrastRatio(colors[role], color), `${role} on ${surface}`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    },
  );

  it('text on the accent and danger fills reads at 4.5:1', () => {
    for (const fill of ['accent', 'accentHover', 'accentPressed', 'danger'] as const) {
      expect(contrastRatio(colors.textOnAccent, colors[fill]), fill).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the focus ring and strong borders stand out at 3:1 from every surface', () => {
    for (const [surface, color] of Object.entries(surfaces)) {
      expect(contrastRatio(colors.focus, color), `focus on ${surface}`).toBeGreaterThanOrEqual(3);
      expect(
        contrastRatio(colors.borderStrong, color),
        `borderStrong on ${surface}`,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(toneNames)('the %s tone text reads at 4.5:1 on its own background', (tone) => {
    const { foreground, background } = colors.tone[tone];
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
});
