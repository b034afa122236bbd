import { fromPromise } from 'xstate';
import type { Encoder, StudioApi } from '@studio/api';
import { encoderNameProblem } from '@studio/domain';
import type { FieldErrors, MachineError, SubmitInput } from '@studio/machines';

/** What the registration page asks: who signs in, and the encoder's name. */
export interface UploaderValues {
  username: string;
  password: string;
  name: string;
}

/** The query the software encoder prints (`/uploader?deviceId=…&name=…`). */
export function uploaderQuery(path: string): { deviceId: string; name: string } {
  const query = new URLSearchParams(path.split('?')[1] ?? '');
  return { deviceId: query.get('deviceId')?.trim() ?? '', name: query.get('name') ?? '' };
}

/** Message keys under `uploader.errors`. */
export type UploaderErrorKey =
  | 'missingDevice'
  | 'duplicateName'
  | 'noLicence'
  | 'insufficientPermissions'
  | 'signIn'
  | 'notFound'
  | 'unexpected'
  | 'usernameRequired'
  | 'passwordRequired'
  | 'nameRequired'
  | 'nameMax';

export function uploaderFieldErrors(
  values: UploaderValues,
  { needsName }: { needsName: boolean },
): FieldErrors {
  const errors: Record<string, UploaderErrorKey> = {};
  if (values.username.trim() === '') errors.username = 'usernameRequired';
  if (values.password === '') errors.password = 'passwordRequired';
  const nameProblem = needsName ? encoderNameProblem(values.name) : null;
  if (nameProblem) errors.name = nameProblem;
  return errors;
}

/** A refusal marked with the step it came from, so a 401 of the sign-in reads as the sign-in's. */
class SignInRefused extends Error {
  readonly status = 401;
  readonly errors = [];
}

/**
 * The spec's messages for a refused registration (section 8): duplicate name (409), no licence
 * left (403 NO_LICENSE), insufficient permissions (403), missing device identifier (400).
 */
export function uploaderErrorOf(error: MachineError): UploaderErrorKey {
  if (error.status === 401) return 'signIn';
  if (error.status === 409) return 'duplicateName';
  if (error.status === 403) {
    return error.errors.some((item) => /LICEN[CS]E/i.test(item.code))
      ? 'noLicence'
      : 'insufficientPermissions';
  }
  if (error.status === 400 && error.errors.some((item) => item.field?.includes('deviceId')))
    return 'missingDevice';
  if (error.status === 404) return 'notFound';
  return 'unexpected';
}

/**
 * Signs in with the typed credentials (not the studio's session: the page never becomes the
 * studio), does `act` for the person's organisation, and signs out again, whatever happened, so
 * the computer keeps no session of the admin's.
 */
async function asSignedIn<T>(
  api: StudioApi,
  values: UploaderValues,
  act: (customerId: string) => Promise<T>,
): Promise<T> {
  try {
    await api.signIn({ username: values.username.trim(), password: values.password });
  } catch (error) {
    throw (error as { status?: number }).status === 401 ? new SignInRefused() : error;
  }
  try {
    const user = await api.getCurrentUser();
    return await act(user.customerId);
  } finally {
    await api.signOut().catch(() => undefined);
  }
}

export function createRegisterActors(api: StudioApi, deviceId: string) {
  return {
    submit: fromPromise<Encoder, SubmitInput<UploaderValues>>(({ input: { values } }) =>
      asSignedIn(api, values, (customerId) =>
        api.registerSoftwareEncoder(customerId, { name: values.name.trim(), deviceId }),
      ),
    ),
  };
}

/** A software encoder carries its device identifier as its serial (`SW-…`). */
const isDevice = (encoder: Encoder, deviceId: string) =>
  encoder.type === 'software' &&
  (encoder.serialNumber === deviceId || encoder.serialNumber === `SW-${deviceId}`);

export function createUnregisterActors(api: StudioApi, deviceId: string) {
  return {
    submit: fromPromise<Encoder, SubmitInput<UploaderValues>>(({ input: { values } }) =>
      asSignedIn(api, values, async (customerId) => {
        for await (const page of api.followPages(
          api.v3.GET('/customers/{customerId}/encoders', { params: { path: { customerId } } }),
        )) {
          const encoder = page.find((item) => isDevice(item, deviceId));
          if (encoder) {
            await api.deleteEncoder(customerId, encoder.uuid);
            return encoder;
          }
        }
        throw Object.assign(new Error('No encoder for this device.'), {
          status: 404,
          errors: [],
        });
      }),
    ),
  };
}
