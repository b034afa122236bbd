import { useDragAndDrop, type DragAndDropHooks, type Key } from 'react-aria-components';

export interface GridListReorderOptions {
  /** The items' keys in their current order. */
  keys: readonly Key[];
  /** Plain text of an item while it is dragged (what a drop outside the list receives). */
  textOf(key: Key): string;
  /** One item moved from `from` to `to` (0-based positions in the order after the move). */
  onMove(from: number, to: number): void;
  isDisabled?: boolean;
}

/**
 * Reordering a `GridList` by drag and drop (mouse, touch, and the keyboard through an item's
 * `<Button slot="drag">`): react-aria's `useDragAndDrop`, reduced to "this item moved from here
 * to there". Its code is large, so import it only from a module the page fetches lazily.
 */
export function useGridListReorder({
  keys,
  textOf,
  onMove,
  isDisabled = false,
}: GridListReorderOptions): { dragAndDropHooks: DragAndDropHooks } {
  return useDragAndDrop({
    getItems: (dragged) => [...dragged].map((key) => ({ 'text/plain': textOf(key) })),
    onReorder: (event) => {
      const [moving] = [...event.keys];
      if (moving === undefined) return;
      const from = keys.indexOf(moving);
      const target = keys.indexOf(event.target.key);
      if (from < 0 || target < 0) return;
      // Before or after the target, counted once the moving item has left its place.
      const slot = target + (event.target.dropPosition === 'after' ? 1 : 0);
      const to = from < slot ? slot - 1 : slot;
      if (to !== from) onMove(from, to);
    },
    isDisabled,
  });
}

export type { DragAndDropHooks };
