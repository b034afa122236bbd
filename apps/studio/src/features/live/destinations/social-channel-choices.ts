import { isApiError, type StudioApi } from '@studio/api';
import type { SocialChannelChoice } from './destination-drafts';

/** RTMP destinations and social channels need a plan or a permission: without, none are offered. */
async function orNone<T>(read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read();
  } catch (error) {
    if (isApiError(error) && (error.status === 403 || error.status === 404)) return [];
    throw error;
  }
}

/** Every linked page and channel of the organisation, each with its network. */
export function fetchSocialChannelChoices(
  api: StudioApi,
  customerId: string,
  signal?: AbortSignal,
): Promise<SocialChannelChoice[]> {
  return orNone(async () => {
    const accounts = await api.listSocialAccounts(customerId, { signal });
    const perAccount = await Promise.all(
      accounts.map(async (account) =>
        (await api.listSocialChannels(customerId, account.uuid, { signal })).map(
          (channel): SocialChannelChoice => ({
            id: channel.id,
            name: channel.name,
            destinationType: account.provider === 'youtube' ? 'YOUTUBE' : 'FACEBOOK',
            sandbox: account.sandbox === true,
          }),
        ),
      ),
    );
    return perAccount.flat();
  });
}
