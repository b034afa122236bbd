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

export function CloseIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

export function ChevronDownIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}
