import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { SITE_SLUG_PATTERN, SITE_LIMITS } from '@studio/domain';
import type { Site, StudioApi } from '@studio/api';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import { RecordContent } from '../../app/RecordContent';
import { useRuntime, useSession } from '../../app/runtime-context';
import { usePrefetchRules } from '../settings/prefetch-rules';
import {
  createSiteChoicesActors,
  createSiteRecordActors,
  createSiteSubmitActors,
  EMPTY_SITE,
  formValuesOf,
  type SiteChoices,
  type SiteFormValues,
  type SiteRecord,
} from './actors';
import { siteList } from './site-list';
import { SiteFormView, type SlugCheck } from './SiteFormView';

const siteFormMachine = createFormMachine<SiteFormValues, Site>();
const siteRecordMachine = createRecordMachine<SiteRecord>();
const siteChoicesMachine = createRecordMachine<SiteChoices>();

/** The rules with yup, fetched when the form shows and awaited on the first submit. */
const loadRules = () => import('./site-rules');
const validate = async (values: SiteFormValues) => (await loadRules()).siteFieldErrors(values);

/** How long typing pauses before the slug is checked: one request per pause, not per key. */
const SLUG_CHECK_DELAY_MS = 400;

export function SiteCreatePage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <SiteCreate customerId={customerId} /> : null;
}

/** Create reads the choices (playlists, web channels) first, then shows the form. */
function SiteCreate({ customerId }: { customerId: string }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () => siteChoicesMachine.provide({ actors: createSiteChoicesActors(api, customerId) }),
    [api, customerId],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(choices) => <SiteForm customerId={customerId} choices={choices} site={null} />}
    </RecordContent>
  );
}

/** Edit reads the site and the choices together, then hands them to the same form. */
export function SiteEditPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <SiteEdit customerId={customerId} uuid={uuid} /> : null;
}

function SiteEdit({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () => siteRecordMachine.provide({ actors: createSiteRecordActors(api, customerId, uuid) }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {({ site, choices }) => <SiteForm customerId={customerId} choices={choices} site={site} />}
    </RecordContent>
  );
}

/**
 * Whether the slug being typed is free, asked once typing pauses; a newer slug cancels the
 * question about an older one. A slug the rules refuse anyway is not asked about.
 */
function useSlugCheck(api: StudioApi, customerId: string, slug: string, enabled: boolean) {
  const [check, setCheck] = useState<{ slug: string; state: SlugCheck }>({
    slug: '',
    state: 'idle',
  });
  const askable = enabled && slug.length <= SITE_LIMITS.slugMax && SITE_SLUG_PATTERN.test(slug);
  useEffect(() => {
    if (!askable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setCheck({ slug, state: 'checking' });
      api.checkSiteSlug(customerId, slug, { signal: controller.signal }).then(
        (answer) => setCheck({ slug, state: answer.available ? 'available' : 'taken' }),
        () => {
          if (!controller.signal.aborted) setCheck({ slug, state: 'failed' });
        },
      );
    }, SLUG_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, customerId, slug, askable]);
  return askable && check.slug === slug ? check.state : 'idle';
}

function SiteForm({
  customerId,
  choices,
  site,
}: {
  customerId: string;
  choices: SiteChoices;
  site: Site | null;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('sites');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      siteFormMachine.provide({
        actors: createSiteSubmitActors(api, customerId, site?.uuid ?? null),
      }),
    [api, customerId, site],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { values: site ? formValuesOf(site) : EMPTY_SITE, validate },
  });
  const saved = snapshot.context.result;
  const { values, error, fieldErrors } = snapshot.context;
  const slugCheck = useSlugCheck(api, customerId, values.slug, site === null);

  usePrefetchRules(loadRules);

  // Saved: announce it, refresh the list, show the site.
  useEffect(() => {
    if (!saved) return;
    siteList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      { title: t(site ? 'saved' : 'created', { name: saved.name }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate(`/media/sites/${saved.uuid}`, { replace: site === null });
    // Runs once, when the saved site arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const namesAField = Object.keys(fieldErrors).length > 0;
  return (
    <SiteFormView
      {...(site ? { saved: { name: site.name, uuid: site.uuid } } : {})}
      choices={choices}
      values={values}
      fieldErrors={fieldErrors}
      formError={error && !namesAField ? userMessageOf(error) : null}
      slugCheck={slugCheck}
      isSubmitting={
        snapshot.matches('checking') ||
        snapshot.matches('submitting') ||
        snapshot.matches('submitted')
      }
      onChange={(changed) => send({ type: 'form.change', values: changed })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}
