import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Skeleton, SkeletonGroup } from './Skeleton';

afterEach(cleanup);

describe('SkeletonGroup', () => {
  it('creates its status empty and then puts the label in, so the change is announced', async () => {
    render(
      <SkeletonGroup label="Loading events">
        <Skeleton />
      </SkeletonGroup>,
    );
    const status = screen.getByRole('status');
    // A live region only speaks changes: the label must not be there when the region appears.
    expect(status.textContent).toBe('');
    await waitFor(() => expect(status.textContent).toBe('Loading events'));
    expect(status.hasAttribute('aria-busy')).toBe(false);
  });
});
