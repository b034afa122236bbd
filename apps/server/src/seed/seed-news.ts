import type { Database } from '../db/connection';
import { newsItems } from '../db/status/schema';

type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The dashboard's news widget on first start, dated before the seed so the order is stable. */
export const DEMO_NEWS = [
  {
    id: '6a1e2f30-4b5c-4d6e-8f70-8192a3b4c501',
    title: 'Sites: a public page for your live stream and playlists',
    url: 'https://studio.example/news/sites',
    daysAgo: 2,
  },
  {
    id: '6a1e2f30-4b5c-4d6e-8f70-8192a3b4c502',
    title: 'Analytics now count new and returning viewers',
    url: 'https://studio.example/news/analytics-returning-viewers',
    daysAgo: 9,
  },
  {
    id: '6a1e2f30-4b5c-4d6e-8f70-8192a3b4c503',
    title: 'Studio AI now writes discussion questions',
    url: 'https://studio.example/news/studio-ai-questions',
    daysAgo: 14,
  },
  {
    id: '6a1e2f30-4b5c-4d6e-8f70-8192a3b4c504',
    title: 'Scheduled maintenance of the streaming network on Sunday night',
    url: 'https://studio.example/news/maintenance-sunday',
    daysAgo: 30,
  },
] as const;

export async function seedNews(tx: SeedTransaction, now: Date): Promise<void> {
  await tx.insert(newsItems).values(
    DEMO_NEWS.map(({ daysAgo, ...item }) => ({
      ...item,
      publishedAt: new Date(now.getTime() - daysAgo * DAY_MS),
      createdAt: now,
    })),
  );
}
