import styled from 'styled-components';
import type { SocialAccount, SocialChannel } from '@studio/api';
import {
  AlertDialog,
  Breadcrumbs,
  Button,
  Card,
  DateTime,
  DialogTrigger,
  EmptyState,
  Inline,
  InlineAlert,
  PageHeader,
  Skeleton,
  Stack,
  StatusBadge,
  Switch,
  vars,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import type { ChannelsByAccount, SocialLinkState, SocialProvider } from './actors';

export interface SocialAccountEntry {
  account: SocialAccount;
  link: SocialLinkState;
}

export interface SocialMediaViewProps {
  /** null until the list has arrived. */
  accounts: readonly SocialAccountEntry[] | null;
  /** null while loading; an error when they could not be read. */
  channels: ChannelsByAccount | null;
  channelsFailed: boolean;
  /** The provider whose authorisation is being opened, if any. */
  linkingProvider: SocialProvider | null;
  onLink(provider: SocialProvider): void;
  onRenew(account: SocialAccount): void;
  /** Removes it; the dialog stays pending until it settles, and open if it fails. */
  onRemove(account: SocialAccount): Promise<unknown>;
  onCrosspostChange(channel: SocialChannel, targetIds: string[]): void;
}

const Channels = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[3]};
  li {
    display: grid;
    gap: ${vars.space[2]};
  }
`;

const Muted = styled.span`
  color: ${vars.color.textMuted};
`;

function LinkBadge({ link }: { link: SocialLinkState }) {
  const { t } = useTranslation('socialMedia');
  const label =
    link.status === 'expires_soon'
      ? link.daysRemaining === 1
        ? t('socialMedia.status.expires_soon_one')
        : t('socialMedia.status.expires_soon', { count: String(link.daysRemaining) })
      : t(`socialMedia.status.${link.status}`);
  return <StatusBadge set="socialLink" status={link.status} label={label} />;
}

function ChannelList({
  channels,
  onCrosspostChange,
}: {
  channels: readonly SocialChannel[];
  onCrosspostChange: SocialMediaViewProps['onCrosspostChange'];
}) {
  const { t } = useTranslation('socialMedia');
  if (channels.length === 0) return <Muted>{t('socialMedia.noChannels')}</Muted>;
  const pages = channels.filter((channel) => channel.type === 'page');
  return (
    <Channels aria-label={t('socialMedia.channelsTitle')}>
      {channels.map((channel) => {
        const targets = channel.crosspostTargets?.map((target) => target.id) ?? [];
        const others =
          channel.type === 'page' ? pages.filter((page) => page.id !== channel.id) : [];
        return (
          <li key={channel.id}>
            <Inline gap={2}>
              <strong>{channel.name}</strong>
              <Muted>{t(`socialMedia.channelTypes.${channel.type}`)}</Muted>
            </Inline>
            {others.map((other) => (
              <Switch
                key={other.id}
                isSelected={targets.includes(other.id)}
                onChange={(selected) =>
                  onCrosspostChange(
                    channel,
                    selected ? [...targets, other.id] : targets.filter((id) => id !== other.id),
                  )
                }
              >
                {t('socialMedia.crosspostTo', { name: other.name })}
              </Switch>
            ))}
          </li>
        );
      })}
    </Channels>
  );
}

/** `/settings/social-media`: linked accounts with their link state, channels and crossposts. */
export function SocialMediaView({
  accounts,
  channels,
  channelsFailed,
  linkingProvider,
  onLink,
  onRenew,
  onRemove,
  onCrosspostChange,
}: SocialMediaViewProps) {
  const { t } = useTranslation('socialMedia');
  const linkButtons = (
    <Inline gap={3}>
      {(['facebook', 'youtube'] as const).map((provider) => (
        <Button
          key={provider}
          variant={provider === 'facebook' ? 'primary' : 'secondary'}
          isPending={linkingProvider === provider}
          pendingLabel={t('socialMedia.linking')}
          isDisabled={linkingProvider !== null}
          onPress={() => onLink(provider)}
        >
          {provider === 'facebook' ? t('socialMedia.linkFacebook') : t('socialMedia.linkYoutube')}
        </Button>
      ))}
    </Inline>
  );
  const header = (
    <PageHeader
      title={t('socialMedia.title')}
      description={t('socialMedia.description')}
      breadcrumbs={
        <Breadcrumbs
          aria-label={t('settings:breadcrumbs')}
          items={[
            { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
            { id: 'social-media', label: t('socialMedia.title') },
          ]}
        />
      }
      actions={linkButtons}
    />
  );
  if (accounts === null) {
    return (
      <Stack gap={6}>
        {header}
        <Muted role="status">{t('socialMedia.loading')}</Muted>
        <Skeleton height="8rem" />
      </Stack>
    );
  }
  if (accounts.length === 0) {
    return (
      <Stack gap={6}>
        {header}
        <EmptyState
          title={t('socialMedia.emptyTitle')}
          description={t('socialMedia.emptyBody')}
          headingLevel={2}
        />
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      {header}
      {accounts.map(({ account, link }) => (
        <Card
          key={account.uuid}
          title={account.name}
          headingLevel={2}
          description={
            <Inline gap={2}>
              <span>{t(`socialMedia.providers.${account.provider}`)}</span>
              {account.kind ? <Muted>{t(`socialMedia.kinds.${account.kind}`)}</Muted> : null}
              {account.sandbox ? (
                <StatusBadge tone="info" label={t('socialMedia.sandbox')} />
              ) : null}
              <LinkBadge link={link} />
            </Inline>
          }
          actions={
            <Inline gap={3}>
              <Button variant="secondary" onPress={() => onRenew(account)}>
                {t('socialMedia.renew')}
              </Button>
              <DialogTrigger>
                <Button variant="danger">{t('socialMedia.remove')}</Button>
                <AlertDialog
                  variant="danger"
                  title={t('socialMedia.removeTitle', { name: account.name })}
                  actionLabel={t('socialMedia.remove')}
                  cancelLabel={t('socialMedia.cancel')}
                  pendingLabel={t('socialMedia.removing')}
                  onAction={() => onRemove(account)}
                >
                  {t('socialMedia.removeBody')}
                </AlertDialog>
              </DialogTrigger>
            </Inline>
          }
        >
          <Stack gap={4}>
            <Inline gap={4}>
              {account.accessExpiresAt ? (
                <Muted>
                  {t('socialMedia.accessUntilLabel')} <DateTime value={account.accessExpiresAt} />
                </Muted>
              ) : null}
              <Muted>
                {t('socialMedia.destinations', {
                  count: String(account.linkedDestinationCount ?? 0),
                })}
              </Muted>
            </Inline>
            <h3>{t('socialMedia.channelsTitle')}</h3>
            {channelsFailed ? (
              <InlineAlert tone="error">{t('socialMedia.channelsFailed')}</InlineAlert>
            ) : channels === null ? (
              <Muted role="status">{t('socialMedia.channelsLoading')}</Muted>
            ) : (
              <ChannelList
                channels={channels[account.uuid] ?? []}
                onCrosspostChange={onCrosspostChange}
              />
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
