/** The library's view preference, kept locally (spec section 3), gallery by default (section 9). */
export type LibraryView = 'GALLERY' | 'LIST';

const KEY = 'studio.library.view';

export function readLibraryView(
  storage: Pick<Storage, 'getItem'> | null = safeStorage(),
): LibraryView {
  return storage?.getItem(KEY) === 'LIST' ? 'LIST' : 'GALLERY';
}

export function keepLibraryView(
  view: LibraryView,
  storage: Pick<Storage, 'setItem'> | null = safeStorage(),
): void {
  try {
    storage?.setItem(KEY, view);
  } catch {
    // A full or blocked storage only loses the preference, never the view the person chose now.
  }
}

function safeStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
