/**
 * Tables for the Tokens and Themes docs pages, rendered from the token data itself so the pages
 * can never drift from what the components use. Docs-only: not part of the package's build.
 * Every swatch has its value written beside it, so no information is carried by colour alone.
 */
import type { CSSProperties, ReactNode } from 'react';
import { contrastRatio } from '../../src/internal/contrast';
import {
  darkColors,
  elevation,
  lightColors,
  motion,
  radii,
  sizes,
  space,
  statusTones,
  toneNames,
  typography,
  zIndex,
  type ColorRoles,
  type Tone,
} from '../../src/tokens';

const cell: CSSProperties = { padding: '6px 10px', textAlign: 'left', verticalAlign: 'middle' };
const code: CSSProperties = { fontFamily: typography.family.mono, fontSize: '0.8125rem' };

function Table({
  caption,
  head,
  children,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
}) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '12px 0 24px' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col" style={cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Swatch({ color, border }: { color: string; border?: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 28,
        height: 20,
        marginInlineEnd: 8,
        verticalAlign: 'middle',
        borderRadius: 4,
        background: color,
        border: `1px solid ${border ?? '#8b94a5'}`,
      }}
    />
  );
}

/** `surfaceRaised` -> `--studio-color-surface-raised`, as `cssVariables.ts` names it. */
function variableOf(path: string[]): string {
  return `--studio-${path.map((part) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-')}`;
}

function ratio(foreground: string, background: string): string {
  if (!foreground.startsWith('#') || !background.startsWith('#')) return '—';
  return `${contrastRatio(foreground, background).toFixed(2)}:1`;
}

type PlainRole = Exclude<keyof ColorRoles, 'tone'>;
const roleNames = Object.keys(lightColors).filter((role) => role !== 'tone') as PlainRole[];

/** Which surface a role is read against for its contrast ratio. */
function backdropOf(role: PlainRole): PlainRole {
  if (role === 'textOnAccent') return 'accent';
  return 'surface';
}

/** Every semantic colour role, in both themes, with its contrast on the surface it sits on. */
export function ColorRoleTable() {
  return (
    <Table
      caption="Semantic colour roles"
      head={['Role', 'Custom property', 'Light', 'Dark', 'Contrast (light / dark)']}
    >
      {roleNames.map((role) => {
        const backdrop = backdropOf(role);
        return (
          <tr key={role}>
            <th scope="row" style={cell}>
              {role}
            </th>
            <td style={{ ...cell, ...code }}>{variableOf(['color', role])}</td>
            <td style={{ ...cell, ...code }}>
              <Swatch color={lightColors[role]} />
              {lightColors[role]}
            </td>
            <td style={{ ...cell, ...code }}>
              <Swatch color={darkColors[role]} />
              {darkColors[role]}
            </td>
            <td style={cell}>
              {role === backdrop
                ? '—'
                : `${ratio(lightColors[role], lightColors[backdrop])} / ${ratio(darkColors[role], darkColors[backdrop])} on ${backdrop}`}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

function ToneSample({ colors, tone }: { colors: ColorRoles; tone: Tone }) {
  const { foreground, background, border, solid } = colors.tone[tone];
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        padding: '2px 10px',
        borderRadius: 9999,
        border: `1px solid ${border}`,
        background,
        color: foreground,
        fontSize: '0.8125rem',
        fontWeight: 600,
      }}
    >
      <span
        aria-hidden="true"
        style={{ width: 8, height: 8, borderRadius: 9999, background: solid }}
      />
      {tone} {ratio(foreground, background)}
    </span>
  );
}

/** The seven tones statuses are drawn in, as a badge would draw them, with their text contrast. */
export function ToneTable() {
  return (
    <Table caption="Tones" head={['Tone', 'Light', 'Dark', 'Custom properties']}>
      {toneNames.map((tone) => (
        <tr key={tone}>
          <th scope="row" style={cell}>
            {tone}
          </th>
          <td style={{ ...cell, background: lightColors.surface }}>
            <ToneSample colors={lightColors} tone={tone} />
          </td>
          <td style={{ ...cell, background: darkColors.surface }}>
            <ToneSample colors={darkColors} tone={tone} />
          </td>
          <td style={{ ...cell, ...code }}>{variableOf(['color', 'tone', tone])}-*</td>
        </tr>
      ))}
    </Table>
  );
}

/** Every status set of spec section 4 and the tone each status is drawn in. */
export function StatusToneTable() {
  return (
    <Table caption="Status sets and their tones" head={['Status set', 'Status', 'Tone']}>
      {Object.entries(statusTones).flatMap(([set, statuses]) =>
        Object.entries(statuses).map(([status, tone], index) => (
          <tr key={`${set}.${status}`}>
            {index === 0 ? (
              <th scope="rowgroup" rowSpan={Object.keys(statuses).length} style={cell}>
                {set}
              </th>
            ) : null}
            <td style={{ ...cell, ...code }}>{status}</td>
            <td style={cell}>
              <ToneSample colors={lightColors} tone={tone} />
            </td>
          </tr>
        )),
      )}
    </Table>
  );
}

type Preview = (value: string) => ReactNode;

interface ScaleProps {
  caption: string;
  /** The token group's path as the custom properties name it, e.g. `['space']`. */
  path: string[];
  values: Record<string, string>;
  preview?: Preview;
}

function ScaleTable({ caption, path, values, preview }: ScaleProps) {
  return (
    <Table
      caption={caption}
      head={
        preview
          ? ['Token', 'Custom property', 'Value', 'Preview']
          : ['Token', 'Custom property', 'Value']
      }
    >
      {Object.entries(values).map(([name, value]) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            {name}
          </th>
          <td style={{ ...cell, ...code }}>{variableOf([...path, name.replace(/\./g, '_')])}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
          {preview ? <td style={cell}>{preview(value)}</td> : null}
        </tr>
      ))}
    </Table>
  );
}

const bar: Preview = (value) => (
  <span
    aria-hidden="true"
    style={{ display: 'inline-block', height: 12, width: value, background: '#1f58c2' }}
  />
);

export function SpaceTable() {
  return (
    <ScaleTable
      caption="Spacing (4 px grid, in rem)"
      path={['space']}
      values={space}
      preview={bar}
    />
  );
}

export function TypographyTables() {
  return (
    <>
      <ScaleTable
        caption="Font families"
        path={['font', 'family']}
        values={typography.family}
        preview={(family) => <span style={{ fontFamily: family }}>Sunday service 10:30</span>}
      />
      <ScaleTable
        caption="Font sizes"
        path={['font', 'size']}
        values={typography.size}
        preview={(size) => <span style={{ fontSize: size }}>Go live</span>}
      />
      <ScaleTable
        caption="Font weights"
        path={['font', 'weight']}
        values={typography.weight}
        preview={(weight) => <span style={{ fontWeight: Number(weight) }}>Go live</span>}
      />
      <ScaleTable
        caption="Line heights"
        path={['font', 'line-height']}
        values={typography.lineHeight}
      />
    </>
  );
}

export function RadiusTable() {
  return (
    <ScaleTable
      caption="Radii"
      path={['radius']}
      values={radii}
      preview={(radius) => (
        <span
          aria-hidden="true"
          style={{
            display: 'inline-block',
            width: 40,
            height: 24,
            borderRadius: radius,
            border: '2px solid #1f58c2',
          }}
        />
      )}
    />
  );
}

export function ElevationTable() {
  return (
    <Table
      caption="Elevation (shadows differ per theme)"
      head={['Level', 'Custom property', 'Light', 'Dark']}
    >
      {Object.keys(elevation.light).map((level) => {
        const key = level as unknown as keyof typeof elevation.light;
        return (
          <tr key={level}>
            <th scope="row" style={cell}>
              {level}
            </th>
            <td style={{ ...cell, ...code }}>{variableOf(['shadow', level])}</td>
            <td style={{ ...cell, background: lightColors.background }}>
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  width: 56,
                  height: 32,
                  borderRadius: 6,
                  background: lightColors.surface,
                  boxShadow: elevation.light[key],
                }}
              />
            </td>
            <td style={{ ...cell, background: darkColors.background }}>
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  width: 56,
                  height: 32,
                  borderRadius: 6,
                  background: darkColors.surfaceRaised,
                  boxShadow: elevation.dark[key],
                }}
              />
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

export function MotionTables() {
  return (
    <>
      <ScaleTable
        caption="Durations (0 ms under prefers-reduced-motion)"
        path={['motion', 'duration']}
        values={motion.duration}
      />
      <ScaleTable caption="Easing curves" path={['motion', 'easing']} values={motion.easing} />
    </>
  );
}

export function LayerTable() {
  return <ScaleTable caption="Layers (z-index), lowest first" path={['z']} values={zIndex} />;
}

export function SizeTables() {
  return (
    <>
      <ScaleTable caption="Control heights" path={['size', 'control']} values={sizes.control} />
      <ScaleTable
        caption="Layout widths"
        path={['size']}
        values={{ sideNav: sizes.sideNav, content: sizes.content }}
      />
    </>
  );
}
