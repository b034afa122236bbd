import { lazy, Suspense, useEffect, type ComponentProps, type CSSProperties } from 'react';
import styled from 'styled-components';
import { ProgressBar, vars } from '@studio/ui';
import type { PlayerPreview as PlayerPreviewComponent } from './PlayerPreview';

/*
 * The form's two heavy parts, fetched once the form has shown (and before anyone reaches them):
 * react-aria's colour area, hue slider and popover (about 40 kB gzip with the dialog code) and
 * the preview's player controls. The form itself renders without them, within the route budget
 * (docs/performance.md); each shows a still stand-in of the same size until it arrives.
 */
const loadColorPicker = () => import('@studio/ui/ColorPicker');
const loadPreview = () => import('./PlayerPreview');

const ColorPicker = lazy(async () => ({ default: (await loadColorPicker()).ColorPicker }));
const PlayerPreview = lazy(async () => ({ default: (await loadPreview()).PlayerPreview }));

/** Starts both downloads when the form shows; a failure is retried when the part renders. */
export function usePrefetchFormParts() {
  useEffect(() => {
    void loadColorPicker().catch(() => undefined);
    void loadPreview().catch(() => undefined);
  }, []);
}

const Stand = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  color: ${vars.color.textMuted};
`;

const Swatch = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  font-family: ${vars.font.family.mono};
  &::before {
    content: '';
    inline-size: 1.5rem;
    block-size: 1.5rem;
    border-radius: ${vars.radius.sm};
    border: 1px solid ${vars.color.borderStrong};
    background: var(--swatch);
  }
`;

type ColorPickerProps = ComponentProps<typeof ColorPicker>;

export function LazyColorPicker(props: ColorPickerProps) {
  return (
    <Suspense
      fallback={
        <Stand>
          <span>{props.label}</span>
          <Swatch style={{ '--swatch': props.value } as CSSProperties}>{props.value}</Swatch>
        </Stand>
      }
    >
      <ColorPicker {...props} />
    </Suspense>
  );
}

const PreviewStand = styled.div`
  aspect-ratio: 16 / 9;
  display: grid;
  place-items: center;
  padding: ${vars.space[6]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

export function LazyPlayerPreview({
  loadingLabel,
  ...props
}: ComponentProps<typeof PlayerPreviewComponent> & { loadingLabel: string }) {
  return (
    <Suspense
      fallback={
        <PreviewStand>
          <ProgressBar label={loadingLabel} isIndeterminate />
        </PreviewStand>
      }
    >
      <PlayerPreview {...props} />
    </Suspense>
  );
}
