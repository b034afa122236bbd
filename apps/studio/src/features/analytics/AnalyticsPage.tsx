import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { LocationPoint, StatisticsSummary } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { RecordContent } from '../../app/RecordContent';
import { useRuntime, useSession } from '../../app/runtime-context';
import { customRange, presetRange, type AnalyticsRange, type RangePreset } from './analytics-range';
import { AnalyticsView, type AnalyticsSource, type ExportState } from './AnalyticsView';

interface AnalyticsFigures {
  summary: StatisticsSummary;
  locations: LocationPoint[];
}

const figuresMachine = createRecordMachine<AnalyticsFigures>();

export function WebEventAnalyticsPage() {
  return <AnalyticsPage source="webevents" />;
}

export function MediaLibraryAnalyticsPage() {
  return <AnalyticsPage source="contentLibrary" />;
}

/** Which export each screen offers (spec section 3's columns). */
const EXPORT_KIND = { webevents: 'webEvent', contentLibrary: 'libraryVideo' } as const;

const timeZoneMachine = createRecordMachine<string>();

/** The organisation's time zone decides where days start: read it first (the browser's if none). */
function AnalyticsPage({ source }: { source: AnalyticsSource }) {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const machine = useMemo(
    () =>
      timeZoneMachine.provide({
        actors: {
          fetchRecord: fromPromise<string>(async ({ signal }) => {
            const customer = customerId ? await api.getCustomer(customerId, { signal }) : null;
            return customer?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
          }),
        },
      }),
    [api, customerId],
  );
  const [snapshot, send] = useMachine(machine);
  if (!customerId) return null;
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(timeZone) => (
        <AnalyticsScreen source={source} customerId={customerId} timeZone={timeZone} />
      )}
    </RecordContent>
  );
}

function AnalyticsScreen({
  source,
  customerId,
  timeZone,
}: {
  source: AnalyticsSource;
  customerId: string;
  timeZone: string;
}) {
  const { api } = useRuntime();
  const [preset, setPreset] = useState<RangePreset>('last28');
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [exportState, setExportState] = useState<ExportState>('idle');
  const exportController = useRef<AbortController | null>(null);

  // The preset's days are taken when it is chosen, so a re-render does not move the range.
  const [now] = useState(() => new Date());
  const range: AnalyticsRange | null =
    preset === 'custom'
      ? customRange(custom.from, custom.to, timeZone)
      : presetRange(preset, now, timeZone);

  const startExport = async () => {
    if (!range) return;
    const controller = new AbortController();
    exportController.current = controller;
    setExportState('running');
    try {
      const csv = await api.exportAnalyticsCsv(
        { customerId, kind: EXPORT_KIND[source], start: range.start, end: range.end },
        { signal: controller.signal },
      );
      download(
        csv,
        `analytics-${source}-${range.start.slice(0, 10)}-${range.end.slice(0, 10)}.csv`,
      );
      setExportState('done');
    } catch {
      setExportState(controller.signal.aborted ? 'cancelled' : 'failed');
    } finally {
      exportController.current = null;
    }
  };

  const common = {
    source,
    preset,
    customFrom: custom.from,
    customTo: custom.to,
    isCustomInvalid: preset === 'custom' && range === null,
    exportState,
    onPresetChange: setPreset,
    onCustomChange: (dates: { from?: string; to?: string }) =>
      setCustom((current) => ({ ...current, ...dates })),
    onExport: () => void startExport(),
    onCancelExport: () => exportController.current?.abort(),
  };
  if (range === null) return <AnalyticsView {...common} summary={null} locations={null} />;
  return (
    <Figures
      // Another range is another read: a machine of its own.
      key={`${range.start}/${range.end}`}
      customerId={customerId}
      source={source}
      range={range}
    >
      {(figures) => (
        <AnalyticsView
          {...common}
          summary={figures?.summary ?? null}
          locations={figures?.locations ?? null}
        />
      )}
    </Figures>
  );
}

function Figures({
  customerId,
  source,
  range,
  children,
}: {
  customerId: string;
  source: AnalyticsSource;
  range: AnalyticsRange;
  children(figures: AnalyticsFigures | null): ReactNode;
}) {
  const { api } = useRuntime();
  const { start, end } = range;
  const machine = useMemo(
    () =>
      figuresMachine.provide({
        actors: {
          fetchRecord: fromPromise<AnalyticsFigures>(async ({ signal }) => {
            const request = { customerId, api: source, start, end };
            const [summary, locations] = await Promise.all([
              api.getStatisticsSummary(request, { signal }),
              api.listViewerLocations(request, { signal }),
            ]);
            return { summary, locations };
          }),
        },
      }),
    [api, customerId, source, start, end],
  );
  const [snapshot, send] = useMachine(machine);
  if (snapshot.context.data === null && snapshot.context.error === null) return children(null);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(figures) => children(figures)}
    </RecordContent>
  );
}

/** Hands the CSV to the browser as a file download. */
function download(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
