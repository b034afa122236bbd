import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { DateTime, formatDateTime } from './DateTime';

describe('formatDateTime', () => {
  it('formats in the given zone and locale', () => {
    const value = '2026-07-04T23:15:00Z';
    expect(
      formatDateTime(value, {
        locale: 'en-GB',
        timeZone: 'Europe/Madrid',
        formatOptions: { dateStyle: 'short', timeStyle: 'short' },
      }),
    ).toBe('05/07/2026, 01:15');
    expect(
      formatDateTime(value, {
        locale: 'en-US',
        timeZone: 'America/Los_Angeles',
        formatOptions: { hour: 'numeric' },
      }),
    ).toBe('4 PM');
  });

  it('returns nothing for an invalid date', () => {
    expect(formatDateTime('soon')).toBe('');
  });
});

describe('DateTime', () => {
  it('uses the locale of the nearest I18nProvider', () => {
    const { container } = render(
      <I18nProvider locale="es-ES">
        <DateTime
          value={Date.UTC(2026, 0, 2, 9, 5)}
          timeZone="UTC"
          formatOptions={{ month: 'long', day: 'numeric' }}
        />
      </I18nProvider>,
    );
    expect(container.querySelector('time')?.textContent).toBe('2 de enero');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe(
      '2026-01-02T09:05:00.000Z',
    );
  });
});
