import { useMemo } from 'react';
import styled from 'styled-components';
import { Button, ComboBox, ComboBoxItem, formatDateTime, vars } from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import type { EventFormValues } from './event-form';
import { OWN_ZONE_START_FORMAT, startSeenFrom } from './own-zone-start';
import { matchesTimeZone, timeZoneChoices } from './time-zones';

/** The field as wide as its column, the button under it as wide as its words. */
const ZoneAndWayBack = styled.div`
  display: grid;
  gap: ${vars.space[2]};

  & > .studio-Button {
    justify-self: start;
  }
`;

export interface TimeZoneFieldProps {
  /** The form's id for the field: the error summary and the server's field errors link to it. */
  id: string;
  label: string;
  values: Pick<EventFormValues, 'startDay' | 'startClock' | 'timezone'>;
  /** The person's own zone (the browser's), given so stories and tests can fix it. */
  ownTimeZone: string;
  errorMessage: string | undefined;
  isDisabled: boolean;
  onChange(timezone: string): void;
}

/**
 * The event's zone, chosen from the IANA names by typing any part of one; below it, when the
 * person is elsewhere, when the start falls for them, and under it a button back to their own
 * zone (the form's default), which keeps the day and time as choosing any zone does.
 * A module of its own: react-aria's combo box, list box and popover and the zone conversion come
 * after the form, off the route's budget. The button is also why `Spinner` stays in `Button`'s
 * chunk: a lazy module reaching the combo box but not `Button` splits it into a file of its own
 * on every route (docs/performance.md, the event form's time zone).
 */
export function TimeZoneField({
  id,
  label,
  values,
  ownTimeZone,
  errorMessage,
  isDisabled,
  onChange,
}: TimeZoneFieldProps) {
  const { t, language } = useTranslation('schedule');
  const zones = useMemo(
    () => timeZoneChoices(values.timezone).map((zone) => ({ id: zone })),
    [values.timezone],
  );
  const seen = startSeenFrom(values, ownTimeZone);
  const hint = seen
    ? t('form.fields.timezoneSeenFrom', {
        start: formatDateTime(seen, {
          locale: language,
          timeZone: ownTimeZone,
          formatOptions: OWN_ZONE_START_FORMAT,
        }),
        zone: ownTimeZone,
      })
    : undefined;
  return (
    <ZoneAndWayBack>
      <ComboBox<{ id: string }>
        id={id}
        name="timezone"
        label={label}
        description={hint}
        defaultItems={zones}
        defaultFilter={matchesTimeZone}
        // An emptied field is no zone, which the rules refuse with their message.
        selectedKey={values.timezone || null}
        onSelectionChange={(key) => {
          const chosen = key === null ? '' : String(key);
          if (chosen !== values.timezone) onChange(chosen);
        }}
        emptyMessage={t('form.fields.timezoneNoMatch')}
        isRequired
        isInvalid={errorMessage !== undefined}
        errorMessage={errorMessage}
        isDisabled={isDisabled}
      >
        {(zone) => <ComboBoxItem id={zone.id}>{zone.id}</ComboBoxItem>}
      </ComboBox>
      {values.timezone !== ownTimeZone ? (
        <Button
          variant="secondary"
          isDisabled={isDisabled}
          onPress={() => {
            onChange(ownTimeZone);
            // The button goes once the zone is the person's: the focus stays on the zone.
            document.getElementById(id)?.focus();
          }}
        >
          {t('form.fields.timezoneUseOwn')}
        </Button>
      ) : null}
    </ZoneAndWayBack>
  );
}
