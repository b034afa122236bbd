import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { UploaderRow } from '../db/encoders/encoders-repository';
import { trustedOrganisationId } from '../db/organisation-scoped-repository';
import { isUniqueViolation } from '../db/errors';
import { badRequest, HttpError, notFound } from '../http/errors';
import { setPageHeaders } from '../http/paging';
import { ENCODER_MESSAGES } from '@studio/domain';
import type { Services } from '../services';

type CentralV3 = DocumentOperations['central-v3'];
type Uploader = CentralV3['listUploaders']['responses'][200]['content']['application/json'][number];

const toUploader = (row: UploaderRow): Uploader => ({
  uuid: row.id,
  name: row.name,
  userName: row.userName,
  registeredAt: row.registeredAt.toISOString(),
});

/**
 * Uploader installs (`uploaders`): the app signs in with a person's user name and password in the
 * body (public operation, under the sign-in attempt limit) and is registered in that person's
 * organisation. The password is checked and never stored or logged (LOG_REDACTION).
 */
export function uploaderHandlers(services: Services) {
  return {
    registerUploader: async ({ body, request, reply }) => {
      const user = await services.credentials
        .check(body.userName, body.password, request.ip, ENCODER_MESSAGES.invalidCredentials)
        .catch((error: unknown) => {
          // The contract answers a wrong password as a refused body (it lists no 401 here).
          if (error instanceof HttpError && error.status === 401)
            throw badRequest([
              {
                code: 'INVALID_CREDENTIALS',
                message: ENCODER_MESSAGES.invalidCredentials,
                field: 'body.password',
              },
            ]);
          throw error;
        });
      if (!user.organisationId)
        throw badRequest([
          {
            code: 'NO_ORGANISATION',
            message: 'This person belongs to no organisation.',
            field: 'body.userName',
          },
        ]);
      const uploaders = services.forOrganisation(
        trustedOrganisationId(user.organisationId),
      ).uploaders;
      const row = await uploaders
        .insert({
          name: body.name.trim(),
          userId: user.id,
          userName: user.userName,
          registeredAt: services.now(),
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error))
            throw new HttpError(409, [
              {
                code: 'NAME_EXISTS',
                message: ENCODER_MESSAGES.uploaderNameExists,
                field: 'body.name',
              },
            ]);
          throw error;
        });
      reply.header('location', `/api/v3/customers/${user.organisationId}/uploaders/${row.id}`);
      return { status: 201, body: toUploader(row) };
    },

    listUploaders: async ({ organisation, request, reply }) => {
      const page = await services
        .forOrganisation(organisation.id)
        .uploaders.list({ page: 0, size: 1000 });
      setPageHeaders(request, reply, page);
      return { status: 200, body: page.items.map(toUploader) };
    },

    deleteUploader: async ({ organisation, params }) => {
      if (!(await services.forOrganisation(organisation.id).uploaders.delete(params.id)))
        throw notFound();
      return { status: 204, body: undefined };
    },
  } satisfies HandlerMap<CentralV3>;
}
