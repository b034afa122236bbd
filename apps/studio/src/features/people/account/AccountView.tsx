import styled from 'styled-components';
import { ROLES, type Role } from '@studio/domain';
import { Breadcrumbs, Button, InlineAlert, PageHeader, Stack, vars } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';

export interface AccountProfile {
  firstName: string;
  lastName: string;
  userName: string;
  customerName: string;
  roles: readonly string[];
}

/** The reset link asked for from here: one call, its states in one value. */
export type ResetLinkState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

export interface AccountViewProps {
  profile: AccountProfile;
  resetLink: ResetLinkState;
  onSendResetLink(): void;
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[3]} ${vars.space[6]};
  margin: 0;
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${vars.font.weight.semibold};
    overflow-wrap: anywhere;
  }
`;

/**
 * `/settings/account`: the signed-in person's profile (users/me). Changing the password goes
 * through the e-mailed reset link, which ends every other session.
 */
export function AccountView({ profile, resetLink, onSendResetLink }: AccountViewProps) {
  const { t } = useTranslation('people');
  const known = (role: string): role is Role => (ROLES as readonly string[]).includes(role);
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('account.title')}
        description={t('account.description')}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              { id: 'account', label: t('account.title') },
            ]}
          />
        }
      />
      <Stack gap={3}>
        <h2>{t('account.profile')}</h2>
        <Facts>
          <dt>{t('account.fields.name')}</dt>
          <dd>{`${profile.firstName} ${profile.lastName}`.trim()}</dd>
          <dt>{t('account.fields.userName')}</dt>
          <dd>{profile.userName}</dd>
          <dt>{t('account.fields.organisation')}</dt>
          <dd>{profile.customerName}</dd>
          <dt>{t('account.fields.roles')}</dt>
          <dd>
            {profile.roles.map((role) => (known(role) ? t(`roles.${role}`) : role)).join(', ')}
          </dd>
        </Facts>
      </Stack>
      <Stack gap={3}>
        <h2>{t('account.passwordTitle')}</h2>
        <p>{t('account.passwordByLink')}</p>
        {resetLink.kind === 'sent' ? (
          <InlineAlert tone="success" role="status">
            {t('account.resetLinkSent', { email: profile.userName })}
          </InlineAlert>
        ) : (
          <div>
            <Button
              variant="secondary"
              isPending={resetLink.kind === 'sending'}
              pendingLabel={t('account.sendingResetLink')}
              onPress={onSendResetLink}
            >
              {t('account.sendResetLink')}
            </Button>
          </div>
        )}
        {resetLink.kind === 'failed' ? (
          <InlineAlert tone="error" role="alert">
            {resetLink.message}
          </InlineAlert>
        ) : null}
      </Stack>
    </Stack>
  );
}
