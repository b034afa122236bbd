import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DataTable, type DataTableColumn } from './DataTable';

afterEach(cleanup);

interface Item {
  id: string;
  name: string;
}

const columns: DataTableColumn<Item>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, isRowHeader: true },
  { id: 'action', header: 'Action', cell: () => <button type="button">Copy</button> },
];

describe('DataTable', () => {
  it('follows the row link when the row is clicked, but not when a control inside is', () => {
    const followed = vi.fn((event: Event) => event.preventDefault());
    render(
      <DataTable
        aria-label="Items"
        columns={columns}
        rows={[{ id: 'a', name: 'Alpha' }]}
        rowKey={(row) => row.id}
        rowHref={(row) => `/items/${row.id}`}
        loadingText="Loading items"
      />,
    );
    const link = screen.getByRole('link', { name: 'Alpha' });
    link.addEventListener('click', followed);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(followed).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('cell', { name: 'Copy' }).parentElement!);
    expect(followed).toHaveBeenCalledOnce();
  });
});
