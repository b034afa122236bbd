import { useMemo, useState, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import type { SocialAccount, SocialChannel, StudioApi } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import { useSharedList } from '../shared-list';
import {
  createSocialChannelsActors,
  linkStateOf,
  socialAccountList,
  startSocialLink,
  type ChannelsByAccount,
  type SocialAccountListActor,
  type SocialProvider,
} from './actors';
import { SocialMediaView } from './SocialMediaView';

const channelsMachine = createRecordMachine<ChannelsByAccount>();

/** The linked accounts through the organisation's list actor, their channels beside them. */
export function SocialMediaPage() {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? (
    <SocialMedia api={api} customerId={customerId} list={socialAccountList(api, customerId)} />
  ) : null;
}

function SocialMedia({
  api,
  customerId,
  list,
}: {
  api: StudioApi;
  customerId: string;
  list: SocialAccountListActor;
}) {
  const { t } = useTranslation('socialMedia');
  const toast = useToast();
  const view = useSharedList(list);
  const [linkingProvider, setLinkingProvider] = useState<SocialProvider | null>(null);
  const accountKey = (view.items ?? []).map((account) => account.uuid).join(',');
  if (view.failure) {
    return (
      <RouteFailureView
        status={view.failure.status}
        isSupportedBrowser={isSupportedBrowser()}
        onRetry={view.retry}
      />
    );
  }
  const now = new Date();
  const accounts = view.items?.map((account) => ({ account, link: linkStateOf(account, now) }));

  const link = (provider: SocialProvider, renewAccountId: string | null) => {
    setLinkingProvider(provider);
    startSocialLink(api, customerId, provider, renewAccountId).catch(() => {
      setLinkingProvider(null);
      toast.show({ title: t('socialMedia.linkFailed'), tone: 'error' });
    });
  };
  const remove = async (account: SocialAccount) => {
    try {
      await api.unlinkSocialAccount(customerId, account.uuid);
    } catch (error) {
      toast.show({ title: t('socialMedia.removeFailed', { name: account.name }), tone: 'error' });
      throw error;
    }
    list.send({ type: 'list.refresh' });
    toast.show(
      { title: t('socialMedia.removed', { name: account.name }), tone: 'success' },
      { timeout: 5000 },
    );
  };

  return (
    <Channels key={accountKey} api={api} customerId={customerId} accountKey={accountKey}>
      {(channels, channelsFailed, reloadChannels) => (
        <SocialMediaView
          accounts={accounts ?? null}
          channels={channels}
          channelsFailed={channelsFailed}
          linkingProvider={linkingProvider}
          onLink={(provider) => link(provider, null)}
          onRenew={(account) => link(account.provider, account.uuid)}
          onRemove={remove}
          onCrosspostChange={(channel: SocialChannel, targetIds: string[]) => {
            api
              .updateSocialCrosspost(customerId, {
                sourceChannelId: channel.id,
                targetChannelIds: targetIds,
              })
              .then(
                () => {
                  reloadChannels();
                  toast.show(
                    {
                      title: t('socialMedia.crosspostSaved', { name: channel.name }),
                      tone: 'success',
                    },
                    { timeout: 5000 },
                  );
                },
                () =>
                  toast.show({
                    title: t('socialMedia.crosspostFailed', { name: channel.name }),
                    tone: 'error',
                  }),
              );
          }}
        />
      )}
    </Channels>
  );
}

/** The channels of every listed account, read again when the accounts change (the key). */
function Channels({
  api,
  customerId,
  accountKey,
  children,
}: {
  api: StudioApi;
  customerId: string;
  /** The accounts' ids joined by commas. */
  accountKey: string;
  children: (channels: ChannelsByAccount | null, failed: boolean, reload: () => void) => ReactNode;
}) {
  const machine = useMemo(
    () =>
      channelsMachine.provide({
        actors: createSocialChannelsActors(
          api,
          customerId,
          accountKey === '' ? [] : accountKey.split(','),
        ),
      }),
    [api, customerId, accountKey],
  );
  const [snapshot, send] = useMachine(machine);
  return children(
    snapshot.context.data ?? null,
    snapshot.context.error !== null && snapshot.context.data === null,
    () => send({ type: 'record.reload' }),
  );
}
