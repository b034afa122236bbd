import styled from 'styled-components';
import { vars } from '@studio/ui';

export interface UsageBar {
  key: string;
  /** The bar's label under the axis ("Nov", "21"). */
  label: string;
  value: number;
  /** Drawn in the warning colour (above the included amount). */
  isOver?: boolean;
}

export interface UsageBarChartProps {
  bars: readonly UsageBar[];
  /** The chart's accessible name. */
  label: string;
  /** The id of the table beside it, which says the same in text (its description). */
  describedBy: string;
  /** A dashed line at this value (the included amount), when there is one. */
  limit?: number | null;
}

const Figure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  .bar {
    fill: ${vars.color.accent};
  }
  .bar[data-over] {
    fill: ${vars.color.tone.warning.solid};
  }
  .limit {
    stroke: ${vars.color.textMuted};
    stroke-dasharray: 4 3;
  }
  text {
    fill: ${vars.color.textMuted};
    font-size: 10px;
  }
`;

const WIDTH = 640;
const HEIGHT = 220;
const AXIS = 18;

/**
 * A bar chart drawn as SVG, no chart library: what it shows is in the table beside it (its text
 * alternative, `aria-describedby`), so the picture only needs a name.
 */
export function UsageBarChart({ bars, label, describedBy, limit }: UsageBarChartProps) {
  const top = Math.max(limit ?? 0, ...bars.map((bar) => bar.value), 0) || 1;
  const slot = WIDTH / Math.max(bars.length, 1);
  const barWidth = Math.max(2, slot * 0.7);
  const plot = HEIGHT - AXIS;
  const y = (value: number) => plot - (value / top) * (plot - 6);
  // Label every bar when they fit, otherwise about a dozen.
  const labelEvery = Math.max(1, Math.ceil(bars.length / 12));
  return (
    <Figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        aria-describedby={describedBy}
      >
        {bars.map((bar, index) => (
          <g key={bar.key}>
            <rect
              className="bar"
              data-over={bar.isOver ? '' : undefined}
              x={index * slot + (slot - barWidth) / 2}
              y={y(bar.value)}
              width={barWidth}
              height={Math.max(0, plot - y(bar.value))}
            />
            {index % labelEvery === 0 ? (
              <text x={index * slot + slot / 2} y={HEIGHT - 4} textAnchor="middle">
                {bar.label}
              </text>
            ) : null}
          </g>
        ))}
        {limit ? <line className="limit" x1={0} x2={WIDTH} y1={y(limit)} y2={y(limit)} /> : null}
      </svg>
    </Figure>
  );
}
