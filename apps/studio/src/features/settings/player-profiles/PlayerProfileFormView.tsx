import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { FieldErrors } from '@studio/machines';
import {
  effectivePlayback,
  PLAYER_PROFILE_CONTENT_TYPES,
  PLAYER_PROFILE_LIMITS,
  type PlayerProfileContentType,
} from '@studio/domain';
import {
  Breadcrumbs,
  Button,
  Form,
  FormActions,
  FormGroup,
  FormLayout,
  Inline,
  Link,
  PageHeader,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  vars,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { translateFieldMessage } from '../field-messages';
import type { PlayerProfileFormValues } from './player-profile-form';
import { LazyColorPicker, usePrefetchFormParts } from './lazy-form-parts';
import { LazyPlayerPreview } from './LazyPlayerPreview';

export interface PlayerProfileFormViewProps {
  /** Editing an existing profile: its name as saved, for the title and the breadcrumbs. */
  savedName?: string;
  /** Where Cancel and the breadcrumb lead: the list, or the profile being edited. */
  backHref: string;
  values: PlayerProfileFormValues;
  /** Messages per form field (the domain's rules before sending, the server's after). */
  fieldErrors: FieldErrors;
  /** A refusal that names no field (no answer, 500): shown above the form. */
  formError?: string | null;
  isSubmitting: boolean;
  /** The demo video the preview plays. */
  videoUrl: string;
  onChange(values: Partial<PlayerProfileFormValues>): void;
  onSubmit(): void;
}

/** Brand-like colours to start from; any other is a click in the picker away. */
const SUGGESTED_COLORS = ['#FFFFFF', '#1E6FD9', '#0F766E', '#C2410C', '#B91C1C', '#6D28D9'];

const FIELD_ORDER: ReadonlyArray<keyof PlayerProfileFormValues> = [
  'name',
  'contentType',
  'callToActionText',
  'callToActionUrl',
  'controlColor',
  'qrClickLabel',
];
const fieldId = (field: string) => `player-profile-${field}`;

const Columns = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  align-items: start;
`;

const PreviewColumn = styled.section`
  position: sticky;
  top: ${vars.space[4]};
  display: grid;
  gap: ${vars.space[2]};
  h2 {
    margin: 0;
    font-size: ${vars.font.size.lg};
  }
  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

const Hint = styled.span`
  display: block;
  margin-block-start: ${vars.space[1]};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

function SwitchWithHint({
  hint,
  children,
  ...props
}: {
  hint?: string;
  children: ReactNode;
  isSelected: boolean;
  isDisabled: boolean;
  onChange(selected: boolean): void;
  id: string;
}) {
  const hintId = useId();
  return (
    <div>
      <Switch {...props} aria-describedby={hint ? hintId : undefined}>
        {children}
      </Switch>
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </div>
  );
}

/**
 * `/settings/player-profiles/create` and `/{uuid}/edit`: every field of a profile beside a live
 * preview that plays the demo video with the values as they are typed. Pure: values and messages
 * come from the form machine, and the form keeps whatever was typed through a refusal.
 */
export function PlayerProfileFormView({
  savedName,
  backHref,
  values,
  fieldErrors,
  formError,
  isSubmitting,
  videoUrl,
  onChange,
  onSubmit,
}: PlayerProfileFormViewProps) {
  const { t } = useTranslation('settingsPlayerProfiles');
  const headingId = useId();
  usePrefetchFormParts();
  const title =
    savedName === undefined
      ? t('playerProfiles.createTitle')
      : t('playerProfiles.editTitle', { name: savedName });
  const messageOf = (field: keyof PlayerProfileFormValues) => {
    const message = fieldErrors[field];
    return message === undefined ? undefined : translateFieldMessage(t, message);
  };
  const summary = [
    ...FIELD_ORDER.flatMap((field) => {
      const message = messageOf(field);
      return message ? [{ message, fieldId: fieldId(field) }] : [];
    }),
    ...(formError ? [{ message: formError }] : []),
  ];
  const textProps = (field: 'name' | 'callToActionText' | 'callToActionUrl' | 'qrClickLabel') => ({
    id: fieldId(field),
    value: values[field],
    onChange: (value: string) => onChange({ [field]: value }),
    isInvalid: messageOf(field) !== undefined,
    errorMessage: messageOf(field),
    isDisabled: isSubmitting,
    autoComplete: 'off',
  });
  // Background mode decides autoplay, loop and mute: the switches show what will happen.
  const playback = effectivePlayback(values);
  const implied = values.backgroundMode
    ? t('playerProfiles.fields.impliedByBackground')
    : undefined;
  const switchProps = (field: keyof PlayerProfileFormValues & string) => ({
    id: fieldId(field),
    isDisabled: isSubmitting,
    onChange: (selected: boolean) => onChange({ [field]: selected }),
  });

  return (
    <Stack gap={6}>
      <PageHeader
        title={title}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              {
                id: 'player-profiles',
                label: t('playerProfiles.title'),
                href: '/settings/player-profiles',
              },
              ...(savedName === undefined
                ? []
                : [{ id: 'profile', label: savedName, href: backHref }]),
              {
                id: 'form',
                label:
                  savedName === undefined
                    ? t('playerProfiles.createTitle')
                    : t('playerProfiles.edit'),
              },
            ]}
          />
        }
      />
      <Columns>
        <Form
          validationBehavior="aria"
          errors={summary}
          errorsTitle={t('playerProfiles.errorsTitle')}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <FormLayout>
            <TextField
              {...textProps('name')}
              label={t('playerProfiles.fields.name')}
              isRequired
              maxLength={PLAYER_PROFILE_LIMITS.name}
            />
            <RadioGroup
              id={fieldId('contentType')}
              label={t('playerProfiles.fields.contentType')}
              orientation="horizontal"
              isRequired
              value={values.contentType}
              onChange={(contentType) =>
                onChange({ contentType: contentType as PlayerProfileContentType })
              }
              isInvalid={messageOf('contentType') !== undefined}
              errorMessage={messageOf('contentType')}
              isDisabled={isSubmitting}
            >
              {PLAYER_PROFILE_CONTENT_TYPES.map((contentType) => (
                <Radio key={contentType} value={contentType}>
                  {t(`playerProfiles.contentType.${contentType}`)}
                </Radio>
              ))}
            </RadioGroup>
            <FormGroup legend={t('playerProfiles.sections.playback')}>
              <SwitchWithHint
                {...switchProps('backgroundMode')}
                isSelected={values.backgroundMode}
                hint={t('playerProfiles.fields.backgroundModeHint')}
              >
                {t('playerProfiles.fields.backgroundMode')}
              </SwitchWithHint>
              <SwitchWithHint
                {...switchProps('autoplay')}
                isSelected={playback.autoplay}
                isDisabled={isSubmitting || values.backgroundMode}
                hint={implied}
              >
                {t('playerProfiles.fields.autoplay')}
              </SwitchWithHint>
              <SwitchWithHint
                {...switchProps('loop')}
                isSelected={playback.loop}
                isDisabled={isSubmitting || values.backgroundMode}
                hint={implied}
              >
                {t('playerProfiles.fields.loop')}
              </SwitchWithHint>
              <SwitchWithHint
                {...switchProps('mute')}
                isSelected={playback.muted}
                isDisabled={isSubmitting || values.backgroundMode}
                hint={implied}
              >
                {t('playerProfiles.fields.mute')}
              </SwitchWithHint>
              <SwitchWithHint
                {...switchProps('restrictPlaybackWhenLive')}
                isSelected={values.restrictPlaybackWhenLive}
                hint={t('playerProfiles.fields.restrictPlaybackWhenLiveHint')}
              >
                {t('playerProfiles.fields.restrictPlaybackWhenLive')}
              </SwitchWithHint>
              <SwitchWithHint
                {...switchProps('hidePlaylistOnLoad')}
                isSelected={values.hidePlaylistOnLoad}
                hint={t('playerProfiles.fields.hidePlaylistOnLoadHint')}
              >
                {t('playerProfiles.fields.hidePlaylistOnLoad')}
              </SwitchWithHint>
            </FormGroup>
            <FormGroup legend={t('playerProfiles.sections.callToAction')}>
              <SwitchWithHint
                {...switchProps('callToActionEnabled')}
                isSelected={values.callToActionEnabled}
              >
                {t('playerProfiles.fields.callToActionEnabled')}
              </SwitchWithHint>
              {values.callToActionEnabled && (
                <>
                  <TextField
                    {...textProps('callToActionText')}
                    label={t('playerProfiles.fields.callToActionText')}
                    description={t('playerProfiles.fields.callToActionTextHint')}
                    isRequired
                  />
                  <TextField
                    {...textProps('callToActionUrl')}
                    type="url"
                    label={t('playerProfiles.fields.callToActionUrl')}
                    description={t('playerProfiles.fields.callToActionUrlHint')}
                    isRequired
                  />
                </>
              )}
            </FormGroup>
            <FormGroup legend={t('playerProfiles.sections.appearance')}>
              <LazyColorPicker
                label={t('playerProfiles.fields.controlColor')}
                hexFieldLabel={t('playerProfiles.fields.hex')}
                value={values.controlColor}
                onChange={(controlColor) => onChange({ controlColor })}
                presets={SUGGESTED_COLORS}
                presetsLabel={t('playerProfiles.fields.suggestedColors')}
                description={messageOf('controlColor')}
                isDisabled={isSubmitting}
              />
              <TextField
                {...textProps('qrClickLabel')}
                label={t('playerProfiles.fields.qrClickLabel')}
                description={t('playerProfiles.fields.qrClickLabelHint')}
                maxLength={PLAYER_PROFILE_LIMITS.qrClickLabel}
              />
            </FormGroup>
            <FormActions>
              <Inline gap={3}>
                <Button
                  type="submit"
                  variant="primary"
                  isPending={isSubmitting}
                  pendingLabel={t('playerProfiles.saving')}
                >
                  {t('playerProfiles.save')}
                </Button>
                <Link variant="standalone" href={backHref}>
                  {t('playerProfiles.cancel')}
                </Link>
              </Inline>
            </FormActions>
          </FormLayout>
        </Form>
        <PreviewColumn aria-labelledby={headingId}>
          <h2 id={headingId}>{t('playerProfiles.preview.title')}</h2>
          <p>{t('playerProfiles.preview.description')}</p>
          <LazyPlayerPreview
            loadingLabel={t('playerProfiles.preview.loading')}
            videoUrl={videoUrl}
            profile={{
              contentType: values.contentType,
              autoplay: values.autoplay,
              loop: values.loop,
              mute: values.mute,
              backgroundMode: values.backgroundMode,
              callToAction: values.callToActionEnabled
                ? { text: values.callToActionText, url: values.callToActionUrl }
                : null,
              controlColor: values.controlColor,
              qrClickLabel: values.qrClickLabel.trim() === '' ? null : values.qrClickLabel,
              restrictPlaybackWhenLive: values.restrictPlaybackWhenLive,
              hidePlaylistOnLoad: values.hidePlaylistOnLoad,
            }}
          />
        </PreviewColumn>
      </Columns>
    </Stack>
  );
}
