import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { createRecordMachine } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import {
  createSocialRedirectActors,
  socialAccountList,
  takePendingSocialLink,
  type SocialLinkOutcome,
} from './actors';
import { SocialRedirectView } from './SocialRedirectView';

const redirectMachine = createRecordMachine<SocialLinkOutcome>();

/** The provider's way back: finishes the link once, then the list (or the spec's error here). */
export function SocialRedirectPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <SocialRedirect customerId={customerId} /> : null;
}

function SocialRedirect({ customerId }: { customerId: string }) {
  const { api } = useRuntime();
  const { t } = useTranslation('socialMedia');
  const toast = useToast();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Taken once per visit: a reload of this page cannot reuse the code or the state.
  const machine = useMemo(
    () =>
      redirectMachine.provide({
        actors: createSocialRedirectActors(api, customerId, search, takePendingSocialLink()),
      }),
    // The page finishes the link it was opened with; later changes of the URL are its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, customerId],
  );
  const [snapshot] = useMachine(machine);
  const outcome = snapshot.context.data;

  useEffect(() => {
    if (!outcome?.ok) return;
    socialAccountList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      {
        title: outcome.renewed
          ? t('socialMedia.redirect.renewed', { name: outcome.account.name })
          : t('socialMedia.redirect.linked', { name: outcome.account.name }),
        tone: 'success',
      },
      { timeout: 5000 },
    );
    void navigate('/settings/social-media', { replace: true });
  }, [outcome, api, customerId, navigate, t, toast]);

  if (snapshot.context.error) {
    return (
      <RouteFailureView
        status={snapshot.context.error.status}
        isSupportedBrowser={isSupportedBrowser()}
        // A code works once: trying again starts from the list.
        onRetry={() => void navigate('/settings/social-media')}
      />
    );
  }
  return <SocialRedirectView failure={outcome && !outcome.ok ? outcome : null} />;
}
