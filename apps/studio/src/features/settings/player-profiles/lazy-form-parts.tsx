import { lazy, Suspense, useEffect, type ComponentProps, type CSSProperties } from 'react';
import styled from 'styled-components';
import { vars } from '@studio/ui';
import { loadPlayerPreview } from './LazyPlayerPreview';

/*
 * The form's two heavy parts, fetched once the form has shown (and before anyone reaches them):
 * react-aria's colour area, hue slider and popover (about 40 kB gzip with the dialog code) and
 * the preview's player controls. The form itself renders without them, within the route budget
 * (docs/performance.md); each shows a still stand-in of the same size until it arrives. The
 * preview is in LazyPlayerPreview.tsx, which the profile's page uses too.
 */
const loadColorPicker = () => import('@studio/ui/ColorPicker');

const ColorPicker = lazy(async () => ({ default: (await loadColorPicker()).ColorPicker }));

/** Starts both downloads when the form shows; a failure is retried when the part renders. */
export function usePrefetchFormParts() {
  useEffect(() => {
    void loadColorPicker().catch(() => undefined);
    void loadPlayerPreview().catch(() => undefined);
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
