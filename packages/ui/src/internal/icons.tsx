import type { ReactNode } from 'react';
import type { Tone } from '../tokens';

/** Small decorative glyphs; always `aria-hidden`: meaning is carried by text or roles. */
export function ToneIcon({ tone }: { tone: Tone }) {
  const common = {
    'aria-hidden': true,
    width: 18,
    height: 18,
    viewBox: '0 0 20 20',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round' as const,
    focusable: false,
  };
  switch (tone) {
    case 'success':
      return (
        <svg {...common}>
          <circle cx="10" cy="10" r="8" />
          <path d="M6.5 10.5l2.5 2.5 4.5-5" />
        </svg>
      );
    case 'warning':
      return (
        <svg {...common}>
          <path d="M10 2.5l8 14.5H2z" strokeLinejoin="round" />
          <path d="M10 8v4M10 14.5v.01" />
        </svg>
      );
    case 'danger':
    case 'live':
      return (
        <svg {...common}>
          <circle cx="10" cy="10" r="8" />
          <path d="M10 6v5M10 13.5v.01" />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <circle cx="10" cy="10" r="8" />
          <path d="M10 9v5M10 6.5v.01" />
        </svg>
      );
  }
}

interface StrokeIconProps {
  children: ReactNode;
  /** Rendered width and height in pixels. */
  size?: number;
  /** The drawing's coordinate box; paths below are drawn on 16 unless they say otherwise. */
  box?: number;
  strokeWidth?: number;
}

/** The one frame of every line icon: decorative, unfocusable, drawn in the text colour. */
function StrokeIcon({ children, size = 16, box = 16, strokeWidth = 2 }: StrokeIconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox={`0 0 ${box} ${box}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function CloseIcon() {
  return (
    <StrokeIcon>
      <path d="M4 4l8 8M12 4l-8 8" />
    </StrokeIcon>
  );
}

export function ChevronDownIcon() {
  return (
    <StrokeIcon>
      <path d="M4 6l4 4 4-4" />
    </StrokeIcon>
  );
}

/** Points to the reading direction's previous or next side (the calendar's month buttons). */
export function ChevronIcon({
  direction = 'next',
  size = 16,
}: {
  direction?: 'previous' | 'next';
  size?: number;
}) {
  return (
    <StrokeIcon size={size}>
      <path d={direction === 'previous' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'} />
    </StrokeIcon>
  );
}

export function MenuIcon() {
  return (
    <StrokeIcon size={20} box={20}>
      <path d="M3 5h14M3 10h14M3 15h14" />
    </StrokeIcon>
  );
}

export function CalendarIcon() {
  return (
    <StrokeIcon strokeWidth={1.75}>
      <rect x="2" y="3" width="12" height="11" rx="1.5" />
      <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" />
    </StrokeIcon>
  );
}

export function SearchIcon() {
  return (
    <StrokeIcon>
      <circle cx="7" cy="7" r="5" />
      <path d="M11 11l3.5 3.5" />
    </StrokeIcon>
  );
}

export function CheckIcon({ size = 16 }: { size?: number }) {
  return (
    <StrokeIcon size={size} strokeWidth={2.5}>
      <path d="M3 8.5l3 3 7-7" />
    </StrokeIcon>
  );
}

export function AlertIcon({ size = 16 }: { size?: number }) {
  return (
    <StrokeIcon size={size} strokeWidth={2.5}>
      <path d="M8 3v6" />
      <path d="M8 13h.01" />
    </StrokeIcon>
  );
}
