import { lazy, Suspense, type ComponentProps } from 'react';
import styled from 'styled-components';
import { ProgressBar, vars } from '@studio/ui';
import type { PlayerPreview as PlayerPreviewComponent } from './PlayerPreview';

/*
 * The preview's player controls (react-aria's sliders, toggle buttons and toolbar, about 10 kB
 * gzip with the preview) are fetched once the form or the profile's page has shown: the pages
 * render without them, within the route budget (docs/performance.md), and a stand-in of the
 * same size shows until they arrive. Its own module, so the form's colour picker stays out of
 * the profile's page.
 */
export const loadPlayerPreview = () => import('./PlayerPreview');

const PlayerPreview = lazy(async () => ({ default: (await loadPlayerPreview()).PlayerPreview }));

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
