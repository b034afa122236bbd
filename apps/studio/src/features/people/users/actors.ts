import { fromPromise } from 'xstate';
import { userMessageOf } from '@studio/machines';
import {
  ApiError,
  isApiError,
  type EncoderChannel,
  type Invite,
  type RoleName,
  type StudioApi,
  type User,
} from '@studio/api';
import { VALIDATION_MESSAGES } from '@studio/domain';
import type { FetchItemInput, FetchPageInput, ListPage, SubmitInput } from '@studio/machines';
import type { UserQuery } from './user-filters';

/** A user as the list-resource machine keeps it: by `id`, the user's `uuid`. */
export type UserItem = User & { readonly id: string };
/** An invitation as the list keeps it. */
export type InviteItem = Invite & { readonly id: string };

const asUserItem = (user: User): UserItem => ({ ...user, id: user.uuid });
const asInviteItem = (invite: Invite): InviteItem => ({ ...invite, id: invite.uuid });

/** The users of `query` (the server searches, filters and sorts; the default is by name). */
export function createUserListActors(
  api: StudioApi,
  customerId: string,
  query: UserQuery = { sort: 'asc.name' },
) {
  const people = api;
  return {
    fetchPage: fromPromise<ListPage<UserItem>, FetchPageInput>(async ({ input, signal }) => {
      const page = await people.listUsers(customerId, { url: input.url, signal, ...query });
      return { items: page.items.map(asUserItem), nextUrl: page.nextUrl };
    }),
    fetchItem: fromPromise<UserItem, FetchItemInput>(async ({ input, signal }) =>
      asUserItem(await people.getUser(customerId, input.id, { signal })),
    ),
  };
}

/**
 * The invitations list. The server lists one invitation per address; there is no single-read
 * call, so an item is re-read through the first page (the list machine only asks for items it
 * already shows as changing, which invitations never are).
 */
export function createInviteListActors(api: StudioApi, customerId: string) {
  const people = api;
  return {
    fetchPage: fromPromise<ListPage<InviteItem>, FetchPageInput>(async ({ input, signal }) => {
      const page = await people.listUserInvites(customerId, { url: input.url, signal });
      return { items: page.items.map(asInviteItem), nextUrl: page.nextUrl };
    }),
    fetchItem: fromPromise<InviteItem, FetchItemInput>(async ({ input, signal }) => {
      const page = await people.listUserInvites(customerId, { signal });
      const found = page.items.find((invite) => invite.uuid === input.id);
      if (!found)
        throw new ApiError(404, [{ code: 'NOT_FOUND', message: 'Resource does not exist.' }]);
      return asInviteItem(found);
    }),
  };
}

/** The user screen's record: the user and the encoder channels their access names. */
export interface UserRecord {
  user: User;
  encoderChannels: readonly Pick<EncoderChannel, 'uuid' | 'name'>[];
}

export function createUserRecordActors(api: StudioApi, customerId: string, uuid: string) {
  const people = api;
  return {
    fetchRecord: fromPromise<UserRecord>(async ({ signal }) => {
      const [user, encoderChannels] = await Promise.all([
        people.getUser(customerId, uuid, { signal }),
        allEncoderChannels(api, customerId, signal),
      ]);
      return { user, encoderChannels };
    }),
  };
}

/** Every encoder channel of the organisation, page after page: the choices of the access field. */
async function allEncoderChannels(api: StudioApi, customerId: string, signal: AbortSignal) {
  const channels: Pick<EncoderChannel, 'uuid' | 'name'>[] = [];
  let url: string | null = null;
  do {
    const page = await api.listEncoderChannels(customerId, { url, signal });
    channels.push(...page.items.map(({ uuid, name }) => ({ uuid, name })));
    url = page.nextUrl;
  } while (url !== null);
  return channels;
}

/** What the user form edits: text as typed, the roles, the switches. */
export interface UserFormValues {
  name: string;
  title: string;
  phone: string;
  roles: RoleName[];
  encoderChannelIds: string[];
  pointOfContact: boolean;
  billingContact: boolean;
  primaryContact: boolean;
  accountStatus: User['accountStatus'];
  networkAlerts: boolean;
  eventSummaries: boolean;
  productUpdates: boolean;
}

export function userFormValues(user: User): UserFormValues {
  return {
    name: user.name,
    title: user.title ?? '',
    phone: user.phone ?? '',
    roles: [...user.roles],
    encoderChannelIds: [...(user.encoderChannelIds ?? [])],
    pointOfContact: user.pointOfContact ?? false,
    billingContact: user.billingContact ?? false,
    primaryContact: user.primaryContact ?? false,
    accountStatus: user.accountStatus,
    networkAlerts: user.notificationSettings?.networkAlerts ?? false,
    eventSummaries: user.notificationSettings?.eventSummaries ?? false,
    productUpdates: user.notificationSettings?.productUpdates ?? false,
  };
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/**
 * Saves the user: the profile (PATCH, text trimmed, a phone without its spaces and dashes, blanks
 * as none), then the roles when they changed (their own call). A refused role change keeps the
 * saved profile and shows the refusal on the roles.
 */
export function createUserSubmitActors(api: StudioApi, customerId: string, saved: User) {
  const people = api;
  return {
    submit: fromPromise<User, SubmitInput<UserFormValues>>(
      async ({ input: { values }, signal }) => {
        const phone = values.phone.replace(/[\s().-]/g, '');
        let user = await people.updateUser(
          customerId,
          saved.uuid,
          {
            name: values.name.trim(),
            title: values.title.trim() === '' ? null : values.title.trim(),
            phone: phone === '' ? null : phone,
            encoderChannelIds: values.encoderChannelIds,
            pointOfContact: values.pointOfContact,
            billingContact: values.billingContact,
            primaryContact: values.primaryContact,
            accountStatus: values.accountStatus,
            notificationSettings: {
              networkAlerts: values.networkAlerts,
              eventSummaries: values.eventSummaries,
              productUpdates: values.productUpdates,
            },
          },
          { signal },
        );
        if (!sameRoles(values.roles, saved.roles)) {
          try {
            user = await people.updateUserRoles(customerId, saved.uuid, values.roles, { signal });
          } catch (error) {
            throw onField(error, 'roles');
          }
        }
        return user;
      },
    ),
  };
}

/** A refusal that names no field of the body, put on `field` (422 on roles, 409 on an e-mail). */
function onField(error: unknown, field: string, message?: string): unknown {
  if (!isApiError(error) || error.status === undefined || error.status < 400 || error.status >= 500)
    return error;
  if (error.errors.some((item) => item.field?.startsWith('body.'))) return error;
  return new ApiError(
    error.status,
    [
      {
        code: error.errors[0]?.code ?? 'REFUSED',
        message: message ?? userMessageOf(error),
        field: `body.${field}`,
      },
    ],
    { cause: error },
  );
}

export interface InviteFormValues {
  email: string;
  roles: RoleName[];
}

/** Sends an invitation to the studio; "Invitation already exists for the email" lands on it. */
export function createInviteSubmitActors(api: StudioApi, customerId: string) {
  const people = api;
  return {
    submit: fromPromise<Invite, SubmitInput<InviteFormValues>>(
      async ({ input: { values }, signal }) => {
        try {
          return await people.createUserInvite(
            customerId,
            { email: values.email.trim(), roles: values.roles, studio: true },
            { signal },
          );
        } catch (error) {
          if (isApiError(error) && error.status === 409)
            throw onField(error, 'email', VALIDATION_MESSAGES.invitationExists);
          throw error;
        }
      },
    ),
  };
}
