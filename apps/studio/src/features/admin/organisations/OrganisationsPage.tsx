import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { classifyContactQuery, classifyOrganisationQuery } from '@studio/domain';
import { useRuntime } from '../../../app/runtime-context';
import { useCanChangeAsStaff } from '../access';
import { createContactSearchActors, createOrganisationSearchActors } from './actors';
import { OrganisationsView } from './OrganisationsView';
import { SearchHost } from './search-host';

/**
 * The searches live in the address (`?q=`, `?contact=`), so Back returns to the results and a
 * search can be shared. Each query runs on a record machine of its own.
 */
export function OrganisationsPage() {
  const { api } = useRuntime();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const contact = params.get('contact') ?? '';
  const [organisationText, setOrganisationText] = useState(query);
  const [contactText, setContactText] = useState(contact);
  const canCreate = useCanChangeAsStaff();
  const apply = (key: 'q' | 'contact', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value.trim() === '') next.delete(key);
      else next.set(key, value.trim());
      return next;
    });
  return (
    <SearchHost
      key={`organisation:${query}`}
      input={query}
      isTooShort={classifyOrganisationQuery(query).kind === 'none'}
      actors={createOrganisationSearchActors(api, query)}
    >
      {(organisations, retryOrganisations) => (
        <SearchHost
          key={`contact:${contact}`}
          input={contact}
          isTooShort={classifyContactQuery(contact).kind === 'none'}
          actors={createContactSearchActors(api, contact)}
        >
          {(contacts, retryContacts) => (
            <OrganisationsView
              organisationText={organisationText}
              onOrganisationTextChange={setOrganisationText}
              onSearchOrganisations={(text) => {
                setOrganisationText(text);
                apply('q', text);
              }}
              organisations={organisations}
              onRetryOrganisations={retryOrganisations}
              contactText={contactText}
              onContactTextChange={setContactText}
              onSearchContacts={(text) => {
                setContactText(text);
                apply('contact', text);
              }}
              contacts={contacts}
              onRetryContacts={retryContacts}
              canCreate={canCreate}
            />
          )}
        </SearchHost>
      )}
    </SearchHost>
  );
}
