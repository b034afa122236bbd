import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StudioApi, SystemEvent, SystemEventSubscriptionOptions } from '@studio/api';
import { useSubjectEvents } from './subject-events';

function fakeStream() {
  let options: SystemEventSubscriptionOptions | null = null;
  const close = vi.fn();
  const api = {
    subscribeSystemEvents: vi.fn((given: SystemEventSubscriptionOptions) => {
      options = given;
      return { close, done: new Promise<void>(() => undefined) };
    }),
  } as unknown as StudioApi;
  const emit = (event: Partial<SystemEvent>) =>
    options?.onEvent({
      id: 'e1',
      sequence: 1,
      customerId: 'org-1',
      occurredAt: '2026-11-25T01:00:00Z',
      ...event,
    } as SystemEvent);
  return { api, emit, close };
}

describe('useSubjectEvents', () => {
  it('calls back for its type and subject only, and closes the stream with the component', () => {
    const stream = fakeStream();
    const onEvent = vi.fn();
    const { unmount } = renderHook(() =>
      useSubjectEvents(stream.api, 'org-1', 'post.state', 'post-1', onEvent),
    );
    stream.emit({ type: 'post.state', subjectId: 'post-2', state: 'posted' });
    stream.emit({ type: 'venue.state', subjectId: 'post-1', state: 'online' });
    expect(onEvent).not.toHaveBeenCalled();
    stream.emit({ type: 'post.state', subjectId: 'post-1', state: 'posted' });
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ state: 'posted' }));
    unmount();
    expect(stream.close).toHaveBeenCalled();
  });

  it('calls the newest callback without opening the stream again', () => {
    const stream = fakeStream();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(
      ({ onEvent }) => useSubjectEvents(stream.api, 'org-1', 'venue.state', 'v1', onEvent),
      { initialProps: { onEvent: first } },
    );
    rerender({ onEvent: second });
    stream.emit({ type: 'venue.state', subjectId: 'v1', state: 'playing' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(stream.api.subscribeSystemEvents).toHaveBeenCalledTimes(1);
  });
});
