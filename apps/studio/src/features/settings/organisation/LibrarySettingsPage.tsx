import { useEffect, useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import type { LibrarySettings } from '@studio/api';
import { hasPermission } from '@studio/domain';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { useTranslation } from '../../../i18n/react';
import {
  createLibrarySettingsActors,
  createLibrarySettingsSubmitActors,
  type LibrarySettingsFormValues,
} from './actors';
import { LibrarySettingsView } from './LibrarySettingsView';
import { OrganisationHeader } from './OrganisationHeader';
import { useOrganisationTabs } from './organisation-tabs';

const libraryRecordMachine = createRecordMachine<LibrarySettings>();
const libraryFormMachine = createFormMachine<LibrarySettingsFormValues, LibrarySettings>();

const loadRules = () => import('./organisation-rules');

/** `/settings/organization/library-settings`: read (record machine), then the form. */
export function LibrarySettingsPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const tabs = useOrganisationTabs();
  return (
    <OrganisationHeader current="library" tabs={tabs}>
      {customerId ? <LibrarySettingsRecord customerId={customerId} /> : null}
    </OrganisationHeader>
  );
}

function LibrarySettingsRecord({ customerId }: { customerId: string }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () => libraryRecordMachine.provide({ actors: createLibrarySettingsActors(api, customerId) }),
    [api, customerId],
  );
  const [snapshot, send] = useMachine(machine);
  // Each save starts the form afresh from what the server stored.
  const [saved, setSaved] = useState<LibrarySettings | null>(null);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(settings) => {
        const current = saved ?? settings;
        return (
          <LibrarySettingsForm
            key={current.updatedAt}
            customerId={customerId}
            settings={current}
            onSaved={setSaved}
          />
        );
      }}
    </RecordContent>
  );
}

function LibrarySettingsForm({
  customerId,
  settings,
  onSaved,
}: {
  customerId: string;
  settings: LibrarySettings;
  onSaved(settings: LibrarySettings): void;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsOrganisation');
  const toast = useToast();
  const roles = useSession((snapshot) => snapshot.context.user?.roles ?? []);
  const canEdit = hasPermission(roles, 'manageEncoderAndWebSettings');
  const machine = useMemo(
    () =>
      libraryFormMachine.provide({ actors: createLibrarySettingsSubmitActors(api, customerId) }),
    [api, customerId],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: {
        deleteAfterDays: settings.deleteAfterDays,
        autosaveDefault: settings.autosaveDefault,
        defaultPlayerProfileId: settings.defaultPlayerProfileId,
      },
      validate: async (values: LibrarySettingsFormValues) =>
        (await loadRules()).librarySettingsFieldErrors(values, settings.deleteAfterMaxDays),
    },
  });
  const result = snapshot.context.result;

  useEffect(() => {
    void loadRules().catch(() => {
      // Offline now: the submit asks again, and says so if it still cannot.
    });
  }, []);

  useEffect(() => {
    if (!result) return;
    toast.show({ title: t('organisation.library.saved'), tone: 'success' }, { timeout: 5000 });
    onSaved(result);
    // Runs once, when the saved settings arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  const { error, fieldErrors } = snapshot.context;
  const namesAField = Object.keys(fieldErrors).length > 0;
  return (
    <LibrarySettingsView
      settings={settings}
      values={snapshot.context.values}
      fieldErrors={fieldErrors}
      formError={error && !namesAField ? userMessageOf(error) : null}
      isSubmitting={
        snapshot.matches('checking') ||
        snapshot.matches('submitting') ||
        snapshot.matches('submitted')
      }
      canEdit={canEdit}
      onChange={(values) => send({ type: 'form.change', values })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}
