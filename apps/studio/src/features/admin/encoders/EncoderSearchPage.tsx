import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { EncoderSearchQuery, StudioApi } from '@studio/api';
import { ORGANISATION_SEARCH_MIN_LENGTH } from '@studio/domain';
import {
  createListResourceMachine,
  type FetchItemInput,
  type FetchPageInput,
  type ListPage,
} from '@studio/machines';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import { useSharedList } from '../../settings/shared-list';
import { EncoderSearchView, type EncoderRow, type EncoderSearchFilters } from './EncoderSearchView';

const encoderListMachine = createListResourceMachine<EncoderRow>();

function createEncoderSearchActors(api: StudioApi, query: EncoderSearchQuery) {
  const fetchPage = fromPromise<ListPage<EncoderRow>, FetchPageInput>(async ({ input, signal }) => {
    const page = await api.searchEncoders({ ...query, url: input.url, signal });
    return {
      items: page.items.map((row) => ({ ...row, id: row.encoder.uuid })),
      nextUrl: page.nextUrl,
    };
  });
  return {
    fetchPage,
    // The search has no read of one row: an item is found again in the first page.
    fetchItem: fromPromise<EncoderRow, FetchItemInput>(async ({ input, signal }) => {
      const page = await api.searchEncoders({ ...query, signal });
      const row = page.items.find((item) => item.encoder.uuid === input.id);
      if (!row) throw new Error('The encoder left the search.');
      return { ...row, id: row.encoder.uuid };
    }),
  };
}

const INITIAL: EncoderSearchFilters = { text: '', version: '', state: 'any', sort: 'asc.name' };

export function EncoderSearchPage() {
  return <EncoderSearch fixedText={null} />;
}

/** `/encoders`: every organisation's encoders, with the same search (issue 17). */
export const StaffEncodersPage = EncoderSearchPage;

/** `/admin/current-org/encoder`: the search limited to the current organisation's name. */
export function CurrentOrganisationEncodersPage() {
  const name = useSession(
    (snapshot) => snapshot.context.customer?.name ?? snapshot.context.user?.customerName ?? '',
  );
  return <EncoderSearch fixedText={name} />;
}

function EncoderSearch({ fixedText }: { fixedText: string | null }) {
  const [filters, setFilters] = useState<EncoderSearchFilters>({
    ...INITIAL,
    text: fixedText ?? '',
  });
  const [typed, setTyped] = useState(fixedText ?? '');
  const [versionsSeen, setVersionsSeen] = useState<readonly string[]>([]);
  const text = filters.text.trim();
  const isTooShort = text.length > 0 && text.length < ORGANISATION_SEARCH_MIN_LENGTH;
  const query: EncoderSearchQuery = {
    ...(text && !isTooShort ? { q: text } : {}),
    ...(filters.version ? { version: filters.version } : {}),
    ...(filters.state === 'any' ? {} : { online: filters.state === 'online' }),
    sort: filters.sort,
  };
  return (
    <EncoderList key={JSON.stringify(query)} query={query}>
      {(list) => {
        const versions = new Set(versionsSeen);
        for (const row of list.items ?? [])
          if (row.encoder.version) versions.add(row.encoder.version);
        if (filters.version) versions.add(filters.version);
        return (
          <EncoderSearchView
            organisationName={fixedText ?? undefined}
            rows={list.items}
            filters={{ ...filters, text: typed }}
            onFiltersChange={(change) => {
              if (change.text !== undefined) setTyped(change.text);
              const { text: _typed, ...rest } = change;
              if (Object.keys(rest).length > 0) {
                setVersionsSeen([...versions].sort());
                setFilters((current) => ({ ...current, ...rest }));
              }
            }}
            onSearch={(next) => {
              setTyped(next);
              setFilters((current) => ({ ...current, text: next }));
            }}
            isTooShort={isTooShort}
            versions={[...versions].sort()}
            hasMore={list.hasMore}
            isLoadingMore={list.isLoadingMore}
            onLoadMore={list.loadMore}
          />
        );
      }}
    </EncoderList>
  );
}

function EncoderList({
  query,
  children,
}: {
  query: EncoderSearchQuery;
  children(list: ReturnType<typeof useSharedList<EncoderRow>>): React.ReactNode;
}) {
  const { api } = useRuntime();
  const actor = useActorRef(
    encoderListMachine.provide({ actors: createEncoderSearchActors(api, query) }),
    { input: {} },
  );
  const list = useSharedList(actor);
  if (list.failure) {
    return (
      <RouteFailureView
        status={list.failure.status}
        isSupportedBrowser={isSupportedBrowser()}
        onRetry={list.retry}
      />
    );
  }
  return <>{children(list)}</>;
}
