import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useStaffView, writeStaffView } from '../staff-view';
import { AdminHomeView } from './AdminHomeView';
import {
  FAVOURITE_ORGANISATIONS_KEY,
  localStore,
  readRemembered,
  RECENT_ORGANISATIONS_KEY,
} from './remembered-organisations';

/** `/admin`: searching goes to `/admin/organizations` with the query in the address. */
export function AdminHomePage() {
  const navigate = useNavigate();
  const view = useStaffView();
  const [organisationText, setOrganisationText] = useState('');
  const [contactText, setContactText] = useState('');
  const storage = localStore();
  return (
    <AdminHomeView
      organisationText={organisationText}
      onOrganisationTextChange={setOrganisationText}
      onSearchOrganisations={(text) =>
        void navigate(`/admin/organizations?${new URLSearchParams({ q: text.trim() }).toString()}`)
      }
      contactText={contactText}
      onContactTextChange={setContactText}
      onSearchContacts={(text) =>
        void navigate(
          `/admin/organizations?${new URLSearchParams({ contact: text.trim() }).toString()}`,
        )
      }
      recent={readRemembered(storage, RECENT_ORGANISATIONS_KEY)}
      favourites={readRemembered(storage, FAVOURITE_ORGANISATIONS_KEY)}
      view={view}
      onViewChange={writeStaffView}
    />
  );
}
