import {
  INTERVAL_POLLING_DEFAULT_MS,
  INTERVAL_POLLING_MINIMUM_MS,
  LIST_CACHE_FRESHNESS_MS,
  STATUS_POLL_INTERVAL_MS,
} from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createCoverage } from '../testing/coverage.js';
import { deferredActor } from '../testing/deferred-actor.js';
import { assertFullCoverage } from '../testing/full-coverage.js';
import {
  createListResourceMachine,
  type FetchItemInput,
  type FetchPageInput,
  type ListPage,
  type ListResourceInput,
  type ListResourceItem,
  listResourceMachine,
  pollingInterval,
} from './list-resource.machine.js';

const coverage = createCoverage('list resource', listResourceMachine);

const page1: ListPage = {
  items: [
    { id: 'a', status: 'COMPLETE' },
    { id: 'b', status: 'TRANSCODING' },
  ],
  nextUrl: '/media?page=2',
};
const page2: ListPage = { items: [{ id: 'c', status: 'COMPLETE' }], nextUrl: null };
const settledPage: ListPage = { items: [{ id: 'a', status: 'COMPLETE' }], nextUrl: null };

function startList(input: ListResourceInput = { transitionalStatuses: ['TRANSCODING'] }) {
  const fetchPage = deferredActor<ListPage, FetchPageInput>();
  const fetchItem = deferredActor<ListResourceItem, FetchItemInput>();
  const clock = new SimulatedClock();
  const machine = listResourceMachine.provide({
    actors: { fetchPage: fetchPage.logic, fetchItem: fetchItem.logic },
  });
  const actor = createActor(machine, { input, clock, inspect: coverage.inspect }).start();
  return { actor, fetchPage, fetchItem, clock };
}

describe('list resource machine', () => {
  it('fetches the first page and stays fresh for the cache period', async () => {
    const list = startList();
    expect(list.actor.getSnapshot().value).toBe('idle');
    list.actor.send({ type: 'list.fetch' });
    expect(list.fetchPage.lastInput()).toEqual({ url: null });
    await list.fetchPage.resolve(settledPage);
    expect(list.actor.getSnapshot().value).toEqual({ fetched: 'settled' });
    expect(list.actor.getSnapshot().context.isFresh).toBe(true);

    list.actor.send({ type: 'list.fetch' });
    expect(list.fetchPage.calls).toHaveLength(1);

    list.clock.increment(LIST_CACHE_FRESHNESS_MS - 1);
    list.actor.send({ type: 'list.fetch' });
    expect(list.fetchPage.calls).toHaveLength(1);

    list.clock.increment(1);
    expect(list.actor.getSnapshot().context.isFresh).toBe(false);
    list.actor.send({ type: 'list.fetch' });
    expect(list.actor.getSnapshot().value).toBe('fetching');
    expect(list.fetchPage.calls).toHaveLength(2);
  });

  it('refresh fetches even when fresh, and restarts the freshness period', async () => {
    const list = startList();
    list.actor.send({ type: 'list.refresh' });
    await list.fetchPage.resolve(settledPage);
    list.clock.increment(LIST_CACHE_FRESHNESS_MS / 2);
    list.actor.send({ type: 'list.refresh' });
    await list.fetchPage.resolve(settledPage);
    list.clock.increment(LIST_CACHE_FRESHNESS_MS / 2);
    expect(list.actor.getSnapshot().context.isFresh).toBe(true);
  });

  it('fetches more pages by the next URL and appends them', async () => {
    const list = startList({});
    list.actor.send({ type: 'list.fetch' });
    await list.fetchPage.resolve(page1);
    list.actor.send({ type: 'list.fetchMore' });
    expect(list.actor.getSnapshot().value).toBe('fetchingMore');
    expect(list.fetchPage.lastInput()).toEqual({ url: '/media?page=2' });
    await list.fetchPage.resolve(page2);
    expect(list.actor.getSnapshot().context.items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    // The last page has no next URL: nothing more to fetch.
    list.actor.send({ type: 'list.fetchMore' });
    expect(list.actor.getSnapshot().value).toEqual({ fetched: 'settled' });
  });

  it('cancel leaves the items as they were', async () => {
    const list = startList({});
    list.actor.send({ type: 'list.fetch' });
    list.actor.send({ type: 'list.cancel' });
    expect(list.actor.getSnapshot().value).toBe('idle');
    list.actor.send({ type: 'list.fetch' });
    await list.fetchPage.resolve(page1);
    list.actor.send({ type: 'list.fetchMore' });
    list.actor.send({ type: 'list.cancel' });
    expect(list.actor.getSnapshot().value).toEqual({ fetched: 'settled' });
    expect(list.actor.getSnapshot().context.items).toEqual(page1.items);
  });

  it('stores a failed fetch in the list and can fetch again', async () => {
    const list = startList({});
    list.actor.send({ type: 'list.fetch' });
    await list.fetchPage.reject({ status: 503, errors: [], message: 'unavailable' });
    expect(list.actor.getSnapshot().value).toBe('error');
    expect(list.actor.getSnapshot().context.error?.status).toBe(503);
    list.actor.send({ type: 'list.fetch' });
    await list.fetchPage.resolve(page1);
    expect(list.actor.getSnapshot().context.error).toBeNull();
    list.actor.send({ type: 'list.fetchMore' });
    await list.fetchPage.reject(new Error('offline'));
    expect(list.actor.getSnapshot().value).toBe('error');
    list.actor.send({ type: 'list.refresh' });
    expect(list.actor.getSnapshot().value).toBe('fetching');
  });

  it('re-fetches transitioning items one by one and replaces them', async () => {
    const list = startList();
    list.actor.send({ type: 'list.fetch' });
    await list.fetchPage.resolve({
      items: [
        { id: 'a', status: 'TRANSCODING' },
        { id: 'b', status: 'COMPLETE' },
        { id: 'c', status: 'TRANSCODING' },
      ],
      nextUrl: null,
    });
    expect(list.actor.getSnapshot().value).toEqual({ fetched: 'refetchingItem' });
    expect(list.fetchItem.lastInput()).toEqual({ id: 'a' });
    await list.fetchItem.resolve({ id: 'a', status: 'COMPLETE' });
    expect(list.fetchItem.lastInput()).toEqual({ id: 'c' });
    await list.fetchItem.reject(new Error('offline'));
    const snapshot = list.actor.getSnapshot();
    expect(snapshot.value).toEqual({ fetched: 'settled' });
    expect(snapshot.context.items.map((item) => item.status)).toEqual([
      'COMPLETE',
      'COMPLETE',
      'TRANSCODING',
    ]);
    expect(snapshot.context.error?.message).toBe('offline');
    // c is still transcoding: it is re-fetched after the status interval.
    list.clock.increment(STATUS_POLL_INTERVAL_MS);
    expect(list.fetchItem.calls).toHaveLength(3);
    expect(list.fetchItem.lastInput()).toEqual({ id: 'c' });
    await list.fetchItem.resolve({ id: 'c', status: 'COMPLETE' });
    list.clock.increment(STATUS_POLL_INTERVAL_MS);
    expect(list.fetchItem.calls).toHaveLength(3);
  });

  it('polls on an interval, keeps polling after a failed poll, and stops', async () => {
    const list = startList({});
    list.actor.send({ type: 'list.fetch' });
    await list.fetchPage.resolve(settledPage);
    list.actor.send({ type: 'list.startPolling' });
    expect(list.actor.getSnapshot().context.pollIntervalMs).toBe(INTERVAL_POLLING_DEFAULT_MS);
    list.clock.increment(INTERVAL_POLLING_DEFAULT_MS - 1);
    expect(list.actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    list.clock.increment(1);
    expect(list.actor.getSnapshot().value).toEqual({ polling: 'refreshing' });
    await list.fetchPage.reject(new Error('offline'));
    expect(list.actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    list.clock.increment(INTERVAL_POLLING_DEFAULT_MS);
    await list.fetchPage.resolve(page2);
    expect(list.actor.getSnapshot().context.items).toEqual(page2.items);
    list.actor.send({ type: 'list.stopPolling' });
    expect(list.actor.getSnapshot().value).toEqual({ fetched: 'settled' });
    list.clock.increment(INTERVAL_POLLING_DEFAULT_MS);
    expect(list.fetchPage.calls).toHaveLength(3);
  });

  it('clamps a polling interval below the minimum', async () => {
    expect(pollingInterval(1)).toBe(INTERVAL_POLLING_MINIMUM_MS);
    expect(pollingInterval(5_000)).toBe(5_000);
    const list = startList({ pollIntervalMs: 1 });
    expect(list.actor.getSnapshot().context.pollIntervalMs).toBe(INTERVAL_POLLING_MINIMUM_MS);
    list.actor.send({ type: 'list.fetch' });
    await list.fetchPage.resolve(settledPage);
    list.actor.send({ type: 'list.startPolling', intervalMs: 2 });
    list.clock.increment(INTERVAL_POLLING_MINIMUM_MS);
    expect(list.actor.getSnapshot().value).toEqual({ polling: 'refreshing' });
  });

  it('keeps the item type of a list built with createListResourceMachine<T>()', async () => {
    interface Video extends ListResourceItem {
      readonly title: string;
    }
    const fetchPage = deferredActor<ListPage<Video>, FetchPageInput>();
    const machine = createListResourceMachine<Video>().provide({
      actors: { fetchPage: fetchPage.logic },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'list.fetch' });
    await fetchPage.resolve({ items: [{ id: 'v-1', title: 'Sunday' }], nextUrl: null });
    const titles: string[] = actor.getSnapshot().context.items.map((item) => item.title);
    expect(titles).toEqual(['Sunday']);
  });

  it('visits every state and transition', () => {
    assertFullCoverage(coverage);
  });
});
