import { FacebookGraphProvider } from './facebook-graph-provider';
import type { SocialProviders } from './provider';
import { SandboxSocialProvider, type SandboxOptions } from './sandbox-provider';
import { YouTubeDataProvider } from './youtube-data-provider';

/**
 * The social network and the video site: their real adapters when credentials are configured
 * (STUDIO_FACEBOOK_APP_ID + STUDIO_FACEBOOK_APP_SECRET, STUDIO_YOUTUBE_CLIENT_ID +
 * STUDIO_YOUTUBE_CLIENT_SECRET), the sandbox otherwise. Tests never configure them.
 */
export function socialProvidersFromEnv(
  env: NodeJS.ProcessEnv,
  sandboxOptions: SandboxOptions = {},
): SocialProviders {
  const now = sandboxOptions.now;
  return {
    facebook:
      env.STUDIO_FACEBOOK_APP_ID && env.STUDIO_FACEBOOK_APP_SECRET
        ? new FacebookGraphProvider(
            { appId: env.STUDIO_FACEBOOK_APP_ID, appSecret: env.STUDIO_FACEBOOK_APP_SECRET },
            fetch,
            now,
          )
        : new SandboxSocialProvider('facebook', sandboxOptions),
    youtube:
      env.STUDIO_YOUTUBE_CLIENT_ID && env.STUDIO_YOUTUBE_CLIENT_SECRET
        ? new YouTubeDataProvider(
            {
              clientId: env.STUDIO_YOUTUBE_CLIENT_ID,
              clientSecret: env.STUDIO_YOUTUBE_CLIENT_SECRET,
            },
            fetch,
            now,
          )
        : new SandboxSocialProvider('youtube', sandboxOptions),
  };
}
