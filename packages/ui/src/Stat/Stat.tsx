import { useId, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import {
  StatChange,
  StatComparison,
  StatLabel,
  StatRoot,
  StatTrend,
  StatValue,
} from './Stat.styles';
import { VisuallyHidden } from '../VisuallyHidden';
import { classNames } from '../internal/classNames';

export type Trend = 'positive' | 'negative' | 'none';

/** The trend of a percentage increase, by its sign. Zero, missing or not-a-number is `none`. */
export function trendOf(percentageIncrease: number | null | undefined): Trend {
  if (
    percentageIncrease === null ||
    percentageIncrease === undefined ||
    Number.isNaN(percentageIncrease)
  )
    return 'none';
  if (percentageIncrease > 0) return 'positive';
  if (percentageIncrease < 0) return 'negative';
  return 'none';
}

export interface StatProps {
  label: ReactNode;
  /** A number, formatted with `Intl` in the current locale, or a ready node such as a `Duration`. */
  value: number | ReactNode;
  /** Options for a numeric `value`, e.g. `{ notation: 'compact' }`. */
  formatOptions?: Intl.NumberFormatOptions;
  /** Change against the previous period in percent: `12.5` is an increase of 12.5 %. */
  percentageIncrease?: number | null;
  /** Spoken before the change, so the trend does not rest on colour or an arrow alone. */
  trendLabels: Record<Trend, string>;
  /** What the change compares with ("vs previous 7 days"). */
  comparison?: ReactNode;
  /** Overrides the locale of the nearest `I18nProvider`. */
  locale?: string;
  className?: string;
}

/** A metric with its change over the previous period: positive, negative or no trend by sign. */
export function Stat({
  label,
  value,
  formatOptions,
  percentageIncrease,
  trendLabels,
  comparison,
  locale,
  className,
}: StatProps) {
  const labelId = useId();
  const { locale: contextLocale } = useLocale();
  const resolvedLocale = locale ?? contextLocale;
  const trend = trendOf(percentageIncrease);
  const hasChange =
    percentageIncrease !== null &&
    percentageIncrease !== undefined &&
    !Number.isNaN(percentageIncrease);

  return (
    <StatRoot
      role="group"
      aria-labelledby={labelId}
      data-trend={trend}
      className={classNames('studio-Stat', className)}
    >
      <StatLabel id={labelId} className="studio-Stat-label">
        {label}
      </StatLabel>
      <StatValue className="studio-Stat-value">
        {typeof value === 'number'
          ? new Intl.NumberFormat(resolvedLocale, formatOptions).format(value)
          : value}
      </StatValue>
      {hasChange && (
        <StatChange data-trend={trend} className="studio-Stat-change">
          <StatTrend className="studio-Stat-trend">
            <TrendIcon trend={trend} />
            <VisuallyHidden>{`${trendLabels[trend]} `}</VisuallyHidden>
            {new Intl.NumberFormat(resolvedLocale, {
              style: 'percent',
              signDisplay: 'exceptZero',
              maximumFractionDigits: 1,
            }).format(percentageIncrease / 100)}
          </StatTrend>
          {comparison && <StatComparison>{comparison}</StatComparison>}
        </StatChange>
      )}
    </StatRoot>
  );
}

function TrendIcon({ trend }: { trend: Trend }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="12"
      height="12"
      viewBox="0 0 12 12"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {trend === 'positive' && <path d="M6 10V2M2.5 5.5L6 2l3.5 3.5" />}
      {trend === 'negative' && <path d="M6 2v8M2.5 6.5L6 10l3.5-3.5" />}
      {trend === 'none' && <path d="M2 6h8" />}
    </svg>
  );
}
