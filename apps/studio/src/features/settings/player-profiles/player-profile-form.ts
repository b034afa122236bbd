import type { PlayerProfile, PlayerProfileInput } from '@studio/api';
import { PLAYER_CONTROL_COLOR_DEFAULT, type PlayerProfileContentType } from '@studio/domain';
import type { FieldErrors } from '@studio/machines';

/*
 * The form's values and their conversions, without the rules: the list and view routes use these
 * too, and the rules (yup) belong to the form's route only (validate-player-profile.ts).
 */

/**
 * What the form edits: the contract's input with the call to action spread into a switch and its
 * two fields, so what was typed in them survives switching the button off and on again.
 */
export interface PlayerProfileFormValues {
  name: string;
  contentType: PlayerProfileContentType;
  autoplay: boolean;
  loop: boolean;
  mute: boolean;
  backgroundMode: boolean;
  callToActionEnabled: boolean;
  callToActionText: string;
  callToActionUrl: string;
  controlColor: string;
  qrClickLabel: string;
  restrictPlaybackWhenLive: boolean;
  hidePlaylistOnLoad: boolean;
}

export const NEW_PLAYER_PROFILE: PlayerProfileFormValues = {
  name: '',
  contentType: 'live',
  autoplay: false,
  loop: false,
  mute: false,
  backgroundMode: false,
  callToActionEnabled: false,
  callToActionText: '',
  callToActionUrl: '',
  controlColor: PLAYER_CONTROL_COLOR_DEFAULT,
  qrClickLabel: '',
  restrictPlaybackWhenLive: false,
  hidePlaylistOnLoad: false,
};

export function formValuesOf(profile: PlayerProfile): PlayerProfileFormValues {
  return {
    name: profile.name,
    contentType: profile.contentType,
    autoplay: profile.autoplay,
    loop: profile.loop,
    mute: profile.mute,
    backgroundMode: profile.backgroundMode,
    callToActionEnabled: profile.callToAction !== null,
    callToActionText: profile.callToAction?.text ?? '',
    callToActionUrl: profile.callToAction?.url ?? '',
    controlColor: profile.controlColor,
    qrClickLabel: profile.qrClickLabel ?? '',
    restrictPlaybackWhenLive: profile.restrictPlaybackWhenLive,
    hidePlaylistOnLoad: profile.hidePlaylistOnLoad,
  };
}

/** The request body: the call to action only when it is switched on, no empty label. */
export function toPlayerProfileInput(values: PlayerProfileFormValues): PlayerProfileInput {
  const { callToActionEnabled, callToActionText, callToActionUrl, qrClickLabel, ...rest } = values;
  return {
    ...rest,
    callToAction: callToActionEnabled ? { text: callToActionText, url: callToActionUrl } : null,
    qrClickLabel: qrClickLabel.trim() === '' ? null : qrClickLabel,
  };
}

/** The body's field paths (`callToAction.text`, as the rules and the server name them) as the form's. */
const FORM_FIELDS: Readonly<Record<string, keyof PlayerProfileFormValues>> = {
  'callToAction.text': 'callToActionText',
  'callToAction.url': 'callToActionUrl',
  callToAction: 'callToActionText',
};

export const formFieldOf = (path: string): string => FORM_FIELDS[path] ?? path;

export function withFormFields(errors: Readonly<Record<string, string | undefined>>): FieldErrors {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = formFieldOf(path);
    if (message !== undefined && !(field in fields)) fields[field] = message;
  }
  return fields;
}
