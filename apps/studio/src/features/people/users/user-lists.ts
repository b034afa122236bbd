import { createSharedList, type SharedListActor } from '../../settings/shared-list';
import {
  createInviteListActors,
  createUserListActors,
  type InviteItem,
  type UserItem,
} from './actors';

export type UserListActor = SharedListActor<UserItem>;
export type InviteListActor = SharedListActor<InviteItem>;

/** The organisation's users, one actor kept across visits; pages that change a user refresh it. */
export const userList = createSharedList<UserItem>((api, customerId) =>
  createUserListActors(api, customerId),
);

/** The organisation's invitations, kept the same way; inviting, resending and revoking refresh it. */
export const inviteList = createSharedList<InviteItem>(createInviteListActors);
