import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SocialProviderName } from '../db/social/schema';
import type { Services } from '../services';
import {
  SANDBOX_AUTHORIZE_PATH,
  SANDBOX_IDENTITIES,
  SandboxSocialProvider,
  SOCIAL_REDIRECT_PATH,
} from './sandbox-provider';

const NETWORK_NAMES: Record<SocialProviderName, string> = {
  facebook: 'Sandbox social network',
  youtube: 'Sandbox video site',
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

interface AuthorizeRequest {
  provider: SandboxSocialProvider;
  state: string;
  redirectUri: URL;
}

/** The query or form of the page, checked like a network checks its own: nothing else is served. */
function readRequest(
  services: Services,
  fields: Record<string, unknown>,
): AuthorizeRequest | string {
  const providerName = fields.provider;
  const provider =
    providerName === 'facebook' || providerName === 'youtube'
      ? services.social.providers[providerName]
      : undefined;
  if (!(provider instanceof SandboxSocialProvider)) return 'Unknown provider.';
  const state = fields.state;
  if (typeof state !== 'string' || state.length < 1 || state.length > 512) return 'Missing state.';
  let redirectUri: URL;
  try {
    redirectUri = new URL(String(fields.redirect_uri));
  } catch {
    return 'Invalid redirect_uri.';
  }
  if (
    !['http:', 'https:'].includes(redirectUri.protocol) ||
    redirectUri.pathname !== SOCIAL_REDIRECT_PATH ||
    redirectUri.search !== '' ||
    redirectUri.hash !== ''
  ) {
    return 'redirect_uri is not a registered address.';
  }
  return { provider, state, redirectUri };
}

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    )
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
        '<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1c1c28}fieldset{border:1px solid #c8c8d4;border-radius:8px;padding:1rem;margin:1rem 0}label{display:block;padding:.35rem 0}button{font:inherit;padding:.5rem 1.25rem;margin-right:.5rem;border-radius:6px;border:1px solid #3b3bb3}button[value=allow]{background:#3b3bb3;color:#fff}button[value=deny]{background:#fff;color:#3b3bb3}.note{color:#55556a;font-size:.9rem}</style>' +
        `</head><body><main>${body}</main></body></html>`,
    );
}

/**
 * The sandbox providers' own authorisation page (`/sandbox/social/authorize`), standing in for
 * the network's: the person picks a sandbox account and allows or denies; the browser goes back
 * to the studio's fb-redirect page with a code or `error=access_denied`, and the `state` as it
 * came. Only registered when a provider runs in the sandbox. Nothing from the request is written
 * into the page unescaped.
 */
export async function registerSandboxSocialRoutes(
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  const sandboxed = Object.values(services.social.providers).some(
    (provider) => provider instanceof SandboxSocialProvider,
  );
  if (!sandboxed) return;
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8192 },
      (_request, text, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(text))));
      },
    );

    scope.get(SANDBOX_AUTHORIZE_PATH, async (request, reply) => {
      const checked = readRequest(services, request.query as Record<string, unknown>);
      if (typeof checked === 'string') {
        return page(
          reply,
          400,
          'Sandbox authorisation',
          `<h1>Cannot authorise</h1><p>${escapeHtml(checked)}</p>`,
        );
      }
      const network = NETWORK_NAMES[checked.provider.name];
      const identities = SANDBOX_IDENTITIES.map(
        (identity, index) =>
          `<label><input type="radio" name="identity" value="${escapeHtml(identity.id)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(identity.name)}</label>`,
      ).join('');
      return page(
        reply,
        200,
        `${network}: authorise Studio`,
        `<h1>${escapeHtml(network)}</h1>` +
          `<p>Studio at <strong>${escapeHtml(checked.redirectUri.host)}</strong> asks to list your pages and channels and to stream live video to them.</p>` +
          `<form method="post" action="${SANDBOX_AUTHORIZE_PATH}">` +
          `<input type="hidden" name="provider" value="${escapeHtml(checked.provider.name)}">` +
          `<input type="hidden" name="state" value="${escapeHtml(checked.state)}">` +
          `<input type="hidden" name="redirect_uri" value="${escapeHtml(checked.redirectUri.href)}">` +
          `<fieldset><legend>Continue as</legend>${identities}</fieldset>` +
          '<button type="submit" name="decision" value="allow">Allow</button>' +
          '<button type="submit" name="decision" value="deny">Deny</button>' +
          '</form><p class="note">A sandbox: no real account is used.</p>',
      );
    });

    scope.post(SANDBOX_AUTHORIZE_PATH, async (request, reply) => {
      const fields = (request.body ?? {}) as Record<string, unknown>;
      const checked = readRequest(services, fields);
      if (typeof checked === 'string') {
        return page(
          reply,
          400,
          'Sandbox authorisation',
          `<h1>Cannot authorise</h1><p>${escapeHtml(checked)}</p>`,
        );
      }
      const back = new URL(checked.redirectUri.href);
      if (fields.decision === 'allow') {
        const identity = SANDBOX_IDENTITIES.find((candidate) => candidate.id === fields.identity);
        if (!identity) {
          return page(
            reply,
            400,
            'Sandbox authorisation',
            '<h1>Cannot authorise</h1><p>Choose an account.</p>',
          );
        }
        back.searchParams.set(
          'code',
          checked.provider.issueCode(identity.id, checked.redirectUri.href),
        );
      } else {
        // The social network's own words for a person who said no.
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_code', '200');
        back.searchParams.set('error_reason', 'user_denied');
      }
      back.searchParams.set('state', checked.state);
      return reply.header('cache-control', 'no-store').redirect(back.href, 303);
    });
  });
}
