import { useTranslation } from '../../../i18n/react';
import type { Contact, CustomerName } from '@studio/api';
import {
  Breadcrumbs,
  Button,
  DataTable,
  InlineAlert,
  Link,
  PageHeader,
  ProgressBar,
  SearchField,
  Stack,
  type DataTableColumn,
} from '@studio/ui';
import type { ContactSearch, OrganisationSearch } from './actors';

/** Where one search is: nothing asked, under 3 characters, running, failed or answered. */
export type SearchOutcome<Result> =
  | { readonly state: 'idle' }
  | { readonly state: 'tooShort' }
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'done'; readonly result: Result };

export interface OrganisationsViewProps {
  organisationText: string;
  onOrganisationTextChange(text: string): void;
  onSearchOrganisations(text: string): void;
  organisations: SearchOutcome<OrganisationSearch>;
  onRetryOrganisations(): void;
  contactText: string;
  onContactTextChange(text: string): void;
  onSearchContacts(text: string): void;
  contacts: SearchOutcome<ContactSearch>;
  onRetryContacts(): void;
  /** The staff admin may add organisations; the sudo viewer may not. */
  canCreate: boolean;
}

/** `/admin/organizations`: the organisation search (name, uuid, master ECG) and the contact search. */
export function OrganisationsView(props: OrganisationsViewProps) {
  const { t } = useTranslation('admin');
  const organisationColumns: DataTableColumn<CustomerName>[] = [
    {
      id: 'name',
      header: t('organisations.columns.name'),
      cell: (row) => row.name,
      isRowHeader: true,
    },
    { id: 'uuid', header: t('organisations.columns.uuid'), cell: (row) => row.uuid },
  ];
  const contactColumns: DataTableColumn<Contact>[] = [
    {
      id: 'name',
      header: t('organisations.contactColumns.name'),
      cell: (row) => row.name,
      isRowHeader: true,
    },
    { id: 'email', header: t('organisations.contactColumns.email'), cell: (row) => row.email },
    {
      id: 'mobile',
      header: t('organisations.contactColumns.mobile'),
      cell: (row) => row.mobile ?? t('none'),
    },
    {
      id: 'organisations',
      header: t('organisations.contactColumns.organisations'),
      allowsWrapping: true,
      cell: (row) => (
        <Stack gap={1}>
          {row.customers.map((customer) => (
            <Link key={customer.uuid} href={`/admin/organizations/${customer.uuid}`}>
              {customer.name}
            </Link>
          ))}
        </Stack>
      ),
    },
  ];
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('organisations.title')}
        description={t('organisations.description')}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'admin', label: t('area'), href: '/admin' },
              { id: 'organisations', label: t('organisations.title') },
            ]}
          />
        }
        actions={
          props.canCreate ? (
            <Link variant="standalone" href="/admin/organizations/create">
              {t('organisations.create')}
            </Link>
          ) : undefined
        }
      />
      <Stack gap={4}>
        <SearchField
          label={t('organisations.searchLabel')}
          description={t('organisations.searchHint')}
          value={props.organisationText}
          onChange={props.onOrganisationTextChange}
          onSubmit={props.onSearchOrganisations}
          onClear={() => props.onSearchOrganisations('')}
        />
        <Outcome
          outcome={props.organisations}
          onRetry={props.onRetryOrganisations}
          render={(search) => (
            <Stack gap={3}>
              <p role="status">
                {search.query.kind === 'masterEcg'
                  ? t('organisations.searchedBy.masterEcg', { masterEcg: search.query.masterEcg })
                  : search.query.kind !== 'none'
                    ? t(`organisations.searchedBy.${search.query.kind}`)
                    : ''}
              </p>
              <DataTable
                aria-label={t('organisations.results')}
                columns={organisationColumns}
                rows={search.organisations}
                rowKey={(row) => row.uuid}
                rowHref={(row) => `/admin/organizations/${row.uuid}`}
                loadingText={t('loading')}
                emptyText={t('organisations.noMatches', { query: props.organisationText })}
              />
            </Stack>
          )}
        />
      </Stack>
      <Stack gap={4}>
        <SearchField
          label={t('organisations.contactLabel')}
          description={t('home.contactHint')}
          value={props.contactText}
          onChange={props.onContactTextChange}
          onSubmit={props.onSearchContacts}
          onClear={() => props.onSearchContacts('')}
        />
        <Outcome
          outcome={props.contacts}
          onRetry={props.onRetryContacts}
          render={(search) => (
            <DataTable
              aria-label={t('organisations.contacts')}
              columns={contactColumns}
              rows={search.contacts}
              rowKey={(row) => row.uuid}
              loadingText={t('loading')}
              emptyText={t('organisations.noContacts', { query: props.contactText })}
            />
          )}
        />
      </Stack>
    </Stack>
  );
}

function Outcome<Result>({
  outcome,
  onRetry,
  render,
}: {
  outcome: SearchOutcome<Result>;
  onRetry(): void;
  render(result: Result): React.ReactNode;
}) {
  const { t } = useTranslation('admin');
  switch (outcome.state) {
    case 'idle':
      return null;
    case 'tooShort':
      return <p role="status">{t('organisations.tooShort')}</p>;
    case 'loading':
      return <ProgressBar label={t('loading')} isIndeterminate />;
    case 'failed':
      return (
        <InlineAlert tone="error" role="alert">
          <Stack gap={2}>
            {t('organisations.failed')}
            <Button size="sm" onPress={onRetry}>
              {t('retry')}
            </Button>
          </Stack>
        </InlineAlert>
      );
    case 'done':
      return <>{render(outcome.result)}</>;
  }
}
