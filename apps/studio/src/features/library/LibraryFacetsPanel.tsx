import styled from 'styled-components';
import { Checkbox, CheckboxGroup, vars } from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import type { DurationRange, LibraryFacets, LibraryFilters } from './library-api';

export interface LibraryFacetsPanelProps {
  /** The counts over the whole result; null while the first page loads. */
  facets: LibraryFacets | null;
  filters: LibraryFilters;
  onFiltersChange(filters: LibraryFilters): void;
}

const Panel = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[6]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  .count {
    color: ${vars.color.textMuted};
  }
`;

const DURATION_LABELS = {
  UNDER_FIVE_MINUTES: 'facets.underFiveMinutes',
  FIVE_TO_THIRTY_MINUTES: 'facets.fiveToThirtyMinutes',
  OVER_THIRTY_MINUTES: 'facets.overThirtyMinutes',
} as const satisfies Record<DurationRange, string>;

const isDurationRange = (value: string): value is DurationRange => value in DURATION_LABELS;

/** A facet's count among the result, or 0 when the server named none for it. */
const countIn = (
  facets: ReadonlyArray<{ value: string; count: number }> | undefined,
  value: string,
) => facets?.find((facet) => facet.value === value)?.count ?? 0;

/**
 * The facets of a library search (spec section 3): duration range, thumbnail, source and tags,
 * each with how many items of the whole result have it. Ticking one narrows the search; the
 * counts come from the server, so they describe every page, not only the one shown.
 */
export function LibraryFacetsPanel({ facets, filters, onFiltersChange }: LibraryFacetsPanelProps) {
  const { t } = useTranslation('library');
  const label = (text: string, count: number | null) => (
    <>
      {text}
      {count === null ? null : (
        <>
          {' '}
          <span className="count">({count})</span>
        </>
      )}
    </>
  );
  const thumbnailValue =
    filters.hasThumbnail === null ? [] : [filters.hasThumbnail ? 'true' : 'false'];
  // Tags ticked but no longer among the most used still show, so they can be unticked.
  const tagValues = [
    ...(facets?.tags.map((tag) => tag.value) ?? []),
    ...filters.tags.filter((tag) => !facets?.tags.some((facet) => facet.value === tag)),
  ];
  return (
    <Panel aria-label={t('facets.label')}>
      <CheckboxGroup
        label={t('facets.duration')}
        value={[...filters.durationRanges]}
        onChange={(values) =>
          onFiltersChange({ ...filters, durationRanges: values.filter(isDurationRange) })
        }
      >
        {(Object.keys(DURATION_LABELS) as DurationRange[]).map((range) => (
          <Checkbox key={range} value={range}>
            {label(t(DURATION_LABELS[range]), facets ? countIn(facets.durationRange, range) : null)}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <CheckboxGroup
        label={t('facets.thumbnail')}
        value={thumbnailValue}
        onChange={(values) => {
          // One choice at a time: the filter is "with" or "without", and both is no filter.
          const chosen = values.find((value) => !thumbnailValue.includes(value));
          onFiltersChange({
            ...filters,
            hasThumbnail: chosen === undefined ? null : chosen === 'true',
          });
        }}
      >
        <Checkbox value="true">
          {label(t('facets.hasThumbnail'), facets ? countIn(facets.hasThumbnail, 'true') : null)}
        </Checkbox>
        <Checkbox value="false">
          {label(
            t('facets.missingThumbnail'),
            facets ? countIn(facets.hasThumbnail, 'false') : null,
          )}
        </Checkbox>
      </CheckboxGroup>
      <CheckboxGroup
        label={t('facets.source')}
        value={[...filters.mediaSources]}
        onChange={(values) =>
          onFiltersChange({
            ...filters,
            mediaSources: values.filter(
              (value): value is 'LIVE' | 'UPLOADED' => value === 'LIVE' || value === 'UPLOADED',
            ),
          })
        }
      >
        <Checkbox value="LIVE">
          {label(t('facets.live'), facets ? countIn(facets.mediaSource, 'LIVE') : null)}
        </Checkbox>
        <Checkbox value="UPLOADED">
          {label(t('facets.uploaded'), facets ? countIn(facets.mediaSource, 'UPLOADED') : null)}
        </Checkbox>
      </CheckboxGroup>
      {tagValues.length > 0 ? (
        <CheckboxGroup
          label={t('facets.tags')}
          value={[...filters.tags]}
          onChange={(values) => onFiltersChange({ ...filters, tags: values })}
        >
          {tagValues.map((tag) => (
            <Checkbox key={tag} value={tag}>
              {label(tag, facets ? countIn(facets.tags, tag) : null)}
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : null}
    </Panel>
  );
}
