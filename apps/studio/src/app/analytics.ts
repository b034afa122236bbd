/**
 * Product analytics (spec section 7: events on user actions carry the user name, organisation
 * name and organisation uuid). No third-party tool is reachable from this product, so events go
 * to the sinks the app registers; a failed sink is logged only, as the spec says for identify.
 */
export interface AnalyticsEvent {
  name: string;
  properties: { userName: string; orgName: string; orgUuid: string } & Record<string, string>;
  at: string;
}

export type AnalyticsSink = (event: AnalyticsEvent) => void;

export interface AnalyticsTracker {
  track(name: string, properties: AnalyticsEvent['properties']): void;
  addSink(sink: AnalyticsSink): () => void;
}

export function createAnalyticsTracker(now: () => Date = () => new Date()): AnalyticsTracker {
  const sinks = new Set<AnalyticsSink>();
  return {
    track(name, properties) {
      const event = { name, properties, at: now().toISOString() };
      for (const sink of sinks) {
        try {
          sink(event);
        } catch (error) {
          console.warn('analytics sink failed', error);
        }
      }
    },
    addSink(sink) {
      sinks.add(sink);
      return () => sinks.delete(sink);
    },
  };
}
