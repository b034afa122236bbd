import { describe, expect, it } from 'vitest';
import {
  FAVOURITE_ORGANISATIONS_KEY,
  isFavourite,
  readRemembered,
  recordVisit,
  RECENT_ORGANISATIONS_KEY,
  toggleFavourite,
} from './remembered-organisations';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

const riverside = { customerId: 'org-1', customerName: 'Riverside Community' };
const harbor = { customerId: 'org-2', customerName: 'Harbor Church' };

describe('recent organisations', () => {
  it('keeps id, name, date and count, the last visited first', () => {
    const storage = memoryStorage();
    recordVisit(storage, riverside, new Date('2026-11-20T10:00:00Z'));
    recordVisit(storage, harbor, new Date('2026-11-21T10:00:00Z'));
    recordVisit(storage, riverside, new Date('2026-11-22T10:00:00Z'));
    expect(readRemembered(storage, RECENT_ORGANISATIONS_KEY)).toEqual([
      { ...riverside, date: '2026-11-22T10:00:00.000Z', count: 2 },
      { ...harbor, date: '2026-11-21T10:00:00.000Z', count: 1 },
    ]);
  });

  it('keeps ten at most and ignores what it cannot read', () => {
    const storage = memoryStorage();
    for (let index = 0; index < 12; index += 1) {
      recordVisit(
        storage,
        { customerId: `org-${index}`, customerName: `Org ${index}` },
        new Date(),
      );
    }
    expect(readRemembered(storage, RECENT_ORGANISATIONS_KEY)).toHaveLength(10);
    storage.setItem(RECENT_ORGANISATIONS_KEY, '{not json');
    expect(readRemembered(storage, RECENT_ORGANISATIONS_KEY)).toEqual([]);
  });
});

describe('favourite organisations', () => {
  it('adds and removes a favourite', () => {
    const storage = memoryStorage();
    toggleFavourite(storage, riverside, new Date('2026-11-22T10:00:00Z'));
    expect(isFavourite(storage, 'org-1')).toBe(true);
    expect(readRemembered(storage, FAVOURITE_ORGANISATIONS_KEY)).toHaveLength(1);
    toggleFavourite(storage, riverside, new Date());
    expect(isFavourite(storage, 'org-1')).toBe(false);
  });
});
