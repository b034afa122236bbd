import { styled } from 'styled-components';
import { vars } from '../tokens';

export const BadgeRoot = styled.span`
  --badge-fg: ${vars.color.tone.neutral.foreground};
  --badge-bg: ${vars.color.tone.neutral.background};
  --badge-border: ${vars.color.tone.neutral.border};
  --badge-dot: ${vars.color.tone.neutral.solid};

  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 100%;
  padding: ${vars.space[0.5]} ${vars.space[2]};
  border: 1px solid var(--badge-border);
  border-radius: ${vars.radius.full};
  background: var(--badge-bg);
  color: var(--badge-fg);
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.normal};

  &::before {
    content: '';
    flex: none;
    width: 0.5rem;
    height: 0.5rem;
    border-radius: ${vars.radius.full};
    background: var(--badge-dot);
  }

  &[data-tone='info'] {
    --badge-fg: ${vars.color.tone.info.foreground};
    --badge-bg: ${vars.color.tone.info.background};
    --badge-border: ${vars.color.tone.info.border};
    --badge-dot: ${vars.color.tone.info.solid};
  }
  &[data-tone='progress'] {
    --badge-fg: ${vars.color.tone.progress.foreground};
    --badge-bg: ${vars.color.tone.progress.background};
    --badge-border: ${vars.color.tone.progress.border};
    --badge-dot: ${vars.color.tone.progress.solid};
  }
  &[data-tone='success'] {
    --badge-fg: ${vars.color.tone.success.foreground};
    --badge-bg: ${vars.color.tone.success.background};
    --badge-border: ${vars.color.tone.success.border};
    --badge-dot: ${vars.color.tone.success.solid};
  }
  &[data-tone='live'] {
    --badge-fg: ${vars.color.tone.live.foreground};
    --badge-bg: ${vars.color.tone.live.background};
    --badge-border: ${vars.color.tone.live.border};
    --badge-dot: ${vars.color.tone.live.solid};
  }
  &[data-tone='warning'] {
    --badge-fg: ${vars.color.tone.warning.foreground};
    --badge-bg: ${vars.color.tone.warning.background};
    --badge-border: ${vars.color.tone.warning.border};
    --badge-dot: ${vars.color.tone.warning.solid};
  }
  &[data-tone='danger'] {
    --badge-fg: ${vars.color.tone.danger.foreground};
    --badge-bg: ${vars.color.tone.danger.background};
    --badge-border: ${vars.color.tone.danger.border};
    --badge-dot: ${vars.color.tone.danger.solid};
  }

  /* Transitional and live states pulse; nothing moves for people who asked for less motion. */
  &[data-tone='progress']::before,
  &[data-tone='live']::before {
    animation: studio-badge-pulse 1.6s ease-in-out infinite;
  }
  @keyframes studio-badge-pulse {
    50% {
      opacity: 0.35;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &::before {
      animation: none !important;
    }
  }
  @media (forced-colors: active) {
    border-color: CanvasText;
    &::before {
      background: CanvasText;
    }
  }
`;

/** A long label wraps rather than being cut off: an ellipsis would hide the status from sight. */
export const BadgeLabel = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;
