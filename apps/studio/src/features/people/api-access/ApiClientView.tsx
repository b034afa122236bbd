import styled from 'styled-components';
import { useTranslation } from '../../../i18n/react';
import type { ApiClient } from '@studio/api';
import {
  AlertDialog,
  Breadcrumbs,
  Button,
  CopyField,
  DateTime,
  DialogTrigger,
  Inline,
  InlineAlert,
  Link,
  PageHeader,
  Stack,
  vars,
} from '@studio/ui';

export interface ApiClientViewProps {
  client: ApiClient;
  /** The secret of this visit (just created or regenerated): shown once, with copy. */
  secret: string | null;
  canUpdate: boolean;
  canDelete: boolean;
  /** Regenerates the secret; the dialog stays pending until it settles. */
  onRegenerate(): Promise<unknown>;
  onDelete(): Promise<unknown>;
  /** Clipboard writer (stories pass one that cannot fail). */
  writeText?: (text: string) => Promise<void>;
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
 * `/settings/api-access/{uuid}`: the client id (copy), the roles, and the secret only on the visit
 * that created or regenerated it. Regenerate and Delete ask first.
 */
export function ApiClientView({
  client,
  secret,
  canUpdate,
  canDelete,
  onRegenerate,
  onDelete,
  writeText,
}: ApiClientViewProps) {
  const { t } = useTranslation('apiAccess');
  const copyProps = {
    copyText: t('copy'),
    copiedMessage: t('copied'),
    copyFailedMessage: t('copyFailed'),
    ...(writeText ? { writeText } : {}),
  };
  return (
    <Stack gap={6}>
      <PageHeader
        title={client.name}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              { id: 'api-access', label: t('title'), href: '/settings/api-access' },
              { id: 'client', label: client.name },
            ]}
          />
        }
        actions={
          <Inline gap={3}>
            {canUpdate ? (
              <Link variant="standalone" href={`/settings/api-access/${client.uuid}/edit`}>
                {t('edit')}
              </Link>
            ) : null}
            {canUpdate ? (
              <DialogTrigger>
                <Button variant="secondary">{t('regenerate')}</Button>
                <AlertDialog
                  variant="danger"
                  title={t('regenerateTitle', { name: client.name })}
                  actionLabel={t('regenerate')}
                  cancelLabel={t('cancel')}
                  pendingLabel={t('regenerating')}
                  onAction={onRegenerate}
                >
                  {t('regenerateBody')}
                </AlertDialog>
              </DialogTrigger>
            ) : null}
            {canDelete ? (
              <DialogTrigger>
                <Button variant="danger">{t('delete')}</Button>
                <AlertDialog
                  variant="danger"
                  title={t('deleteTitle', { name: client.name })}
                  actionLabel={t('delete')}
                  cancelLabel={t('cancel')}
                  pendingLabel={t('deleting')}
                  onAction={onDelete}
                >
                  {t('deleteBody')}
                </AlertDialog>
              </DialogTrigger>
            ) : null}
          </Inline>
        }
      />
      {secret ? (
        <InlineAlert tone="warning" title={t('secretTitle')} role="status">
          <Stack gap={3}>
            <p>{t('secretBody')}</p>
            <CopyField
              label={t('fields.clientSecret')}
              value={secret}
              copyLabel={t('copySecret')}
              isSecret
              revealLabel={t('revealSecret')}
              {...copyProps}
            />
          </Stack>
        </InlineAlert>
      ) : null}
      <CopyField
        label={t('fields.clientId')}
        value={client.clientId}
        copyLabel={t('copyClientId')}
        {...copyProps}
      />
      <Facts>
        <dt>{t('fields.roles')}</dt>
        <dd>{client.roles.map((role) => t(`roles.${role}`)).join(', ')}</dd>
        <dt>{t('fields.clientSecret')}</dt>
        <dd>{secret ? t('secretShownAbove') : t('secretHidden')}</dd>
        <dt>{t('fields.createdAt')}</dt>
        <dd>
          <DateTime value={client.createdAt} />
        </dd>
      </Facts>
    </Stack>
  );
}
