import { describe, expect, it } from 'vitest';
import type { DropItem, FileDropItem, TextDropItem } from 'react-aria-components';
import { dropOperationFor, filesOfDrop } from './DropZone';

// Browsers only hand real dragged files to react-aria (a scripted DataTransfer has no file
// entries), so the drop rules are tested here on react-aria's own item shapes.
function fileItem(name: string, type: string): FileDropItem {
  const file = new File(['bytes'], name, { type });
  return { kind: 'file', type, name, getFile: async () => file, getText: async () => 'bytes' };
}

const textItem: TextDropItem = {
  kind: 'text',
  types: new Set(['text/plain']),
  getText: async () => 'hello',
};

describe('dropOperationFor', () => {
  it('copies accepted types and refuses others', () => {
    expect(dropOperationFor(new Set(['video/mp4']), ['video/mp4'])).toBe('copy');
    expect(dropOperationFor(new Set(['video/quicktime']), ['video/mp4'])).toBe('cancel');
    expect(dropOperationFor(new Set(['text/plain']), ['video/mp4'])).toBe('cancel');
  });

  it('takes anything without a list of types', () => {
    expect(dropOperationFor(new Set(['text/plain']))).toBe('copy');
  });
});

describe('filesOfDrop', () => {
  const items: DropItem[] = [
    fileItem('a.mov', 'video/quicktime'),
    fileItem('b.mp4', 'video/mp4'),
    textItem,
    fileItem('c.mp4', 'video/mp4'),
  ];

  it('keeps the first accepted file by default', async () => {
    const files = await filesOfDrop(items, { acceptedFileTypes: ['video/mp4'] });
    expect(files.map((file) => file.name)).toEqual(['b.mp4']);
  });

  it('keeps every accepted file when multiple are allowed', async () => {
    const files = await filesOfDrop(items, {
      acceptedFileTypes: ['video/mp4'],
      allowsMultiple: true,
    });
    expect(files.map((file) => file.name)).toEqual(['b.mp4', 'c.mp4']);
  });

  it('keeps every file but no text without a list of types', async () => {
    const files = await filesOfDrop(items, { allowsMultiple: true });
    expect(files.map((file) => file.name)).toEqual(['a.mov', 'b.mp4', 'c.mp4']);
  });

  it('delivers nothing when no file is accepted', async () => {
    expect(
      await filesOfDrop([textItem, fileItem('a.mov', 'video/quicktime')], {
        acceptedFileTypes: ['video/mp4'],
      }),
    ).toEqual([]);
  });
});
