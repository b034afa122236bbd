import { describe, expect, it } from 'vitest';
import { hasPermission } from '@studio/domain';
import { liveRoutes } from '../../live/routes';
import { EVENT_DESTINATIONS_PERMISSION } from './recordings';

describe("a recording's event destinations", () => {
  it('are shown to whoever may open Go Live, whose commands they offer', () => {
    const goLive = liveRoutes.find((route) => route.id === 'go-live');
    expect(goLive?.access).toEqual({ permission: EVENT_DESTINATIONS_PERMISSION });
  });

  it('are not shown to the Video Review user, who reads recordings', () => {
    expect(hasPermission(['campusReview'], EVENT_DESTINATIONS_PERMISSION)).toBe(false);
    expect(hasPermission(['eventAdmin'], EVENT_DESTINATIONS_PERMISSION)).toBe(true);
  });
});
