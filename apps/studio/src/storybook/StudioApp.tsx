import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { fixture } from '@studio/api/mocks';
import type { Role } from '@studio/domain';
import { App } from '../app/App';
import { createStudioRuntime } from '../app/runtime';
import { createI18n } from '../i18n';

/**
 * The whole studio at `path`, on whatever MSW answers: the real runtime, session machine and
 * client, with the address kept in memory so the Storybook frame's own URL is left alone. One runtime per
 * mounted story, so a re-render keeps its session. For screens' journeys in their own stories.
 */
export function StudioApp({ path }: { path: string }) {
  const [runtime] = useState(() => {
    const created = createStudioRuntime();
    created.session.start();
    return created;
  });
  const [i18n] = useState(() => createI18n('en'));
  return <App runtime={runtime} i18n={i18n} initialPath={path} />;
}

/** The signed-in person of the contract's example (Riverside's admin) with other roles. */
export const signedInAs = (roles: Role[]) =>
  http.get('/api/v2/users/me', () => HttpResponse.json(fixture('CurrentUser', { roles })));
