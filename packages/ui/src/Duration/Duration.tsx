import { useLocale } from 'react-aria-components';
import { StyledTime } from './Duration.styles';
import { formatDuration, isoDuration, type FormatDurationOptions } from './formatDuration';
import { classNames } from '../internal/classNames';

export interface DurationProps extends Omit<FormatDurationOptions, 'locale'> {
  /** Elapsed time in seconds. */
  seconds: number;
  /** Overrides the locale of the nearest `I18nProvider`. */
  locale?: string;
  emphasis?: 'normal' | 'strong';
  className?: string;
}

/**
 * A duration as text ("1h 2m 3s", "0s", "3.4K h") inside `<time dateTime="PT1H2M3S">`, formatted
 * in the locale of the nearest `I18nProvider`.
 */
export function Duration({
  seconds,
  locale,
  emphasis = 'normal',
  className,
  ...options
}: DurationProps) {
  const { locale: contextLocale } = useLocale();
  return (
    <StyledTime
      dateTime={isoDuration(seconds)}
      data-emphasis={emphasis}
      className={classNames('studio-Duration', className)}
    >
      {formatDuration(seconds, { ...options, locale: locale ?? contextLocale })}
    </StyledTime>
  );
}
