import { qrClickOverlaySchema, VALIDATION_MESSAGES } from '@studio/domain';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import { isUniqueViolation } from '../db/errors';
import type {
  QrClickOverlayFields,
  QrClickOverlayRow,
} from '../db/settings/qr-click-overlays-repository';
import { badRequest, HttpError, notFound } from '../http/errors';
import { locationOf, setPageHeaders } from '../http/paging';
import type { Services } from '../services';
import { fieldProblems } from './field-problems';

type CentralV3 = DocumentOperations['central-v3'];
type QrClickOverlay =
  CentralV3['getQrClickOverlay']['responses'][200]['content']['application/json'];
type QrClickOverlayInput =
  CentralV3['createQrClickOverlay']['requestBody']['content']['application/json'];

export function toQrClickOverlay(row: QrClickOverlayRow): QrClickOverlay {
  return {
    uuid: row.id,
    name: row.name,
    url: row.url,
    customLabel: row.customLabel,
    openingBehaviour: row.openingBehaviour,
    type: row.type,
    createdDate: row.createdAt.toISOString(),
  };
}

const overlayProblems = fieldProblems(qrClickOverlaySchema);

/** The spec's messages also where the contract's schema refused first (contract/request-rules.ts). */
export const qrClickOverlayRequestRules: RequestRules = {
  createQrClickOverlay: overlayProblems,
  updateQrClickOverlay: overlayProblems,
};

/** Spec section 8: "Duplicate QRclick URL", on the field. */
const duplicateUrl = () =>
  new HttpError(409, [
    { code: 'DUPLICATE_URL', message: VALIDATION_MESSAGES.qrClickUrlDuplicate, field: 'body.url' },
  ]);

function valuesOf(body: QrClickOverlayInput): QrClickOverlayFields {
  const problems = overlayProblems(body);
  if (problems.length > 0) throw badRequest(problems);
  const label = body.customLabel?.trim();
  return {
    name: body.name.trim(),
    url: body.url.trim(),
    customLabel: label ? label : null,
    openingBehaviour: body.openingBehaviour,
    type: body.type,
  };
}

/**
 * QRclick overlays (`qrclickoverlays`, spec sections 3 and 5). The router has checked the
 * permission (manageEncoderAndWebSettings), the organisation and its Starter Lite or higher live
 * web plan; a URL is unique in the organisation (409, also when two creates race).
 */
export function qrClickOverlayHandlers(services: Services) {
  const overlaysOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id).qrClickOverlays;

  return {
    listQrClickOverlays: async ({ organisation, query, request, reply }) => {
      const page = await overlaysOf(organisation).list({ page: query.page, size: query.size });
      setPageHeaders(request, reply, page);
      return { status: 200, body: page.items.map(toQrClickOverlay) };
    },

    createQrClickOverlay: async ({ organisation, body, request, reply }) => {
      const values = valuesOf(body);
      const overlays = overlaysOf(organisation);
      if (await overlays.urlTaken(values.url)) throw duplicateUrl();
      const row = await overlays.insert(values).catch(rethrowDuplicateUrl);
      reply.header('location', locationOf(request, row.id));
      return { status: 201, body: toQrClickOverlay(row) };
    },

    getQrClickOverlay: async ({ organisation, params }) => {
      const row = await overlaysOf(organisation).findById(params.id);
      if (!row) throw notFound();
      return { status: 200, body: toQrClickOverlay(row) };
    },

    updateQrClickOverlay: async ({ organisation, params, body }) => {
      const overlays = overlaysOf(organisation);
      if (!(await overlays.findById(params.id))) throw notFound();
      const values = valuesOf(body);
      if (await overlays.urlTaken(values.url, params.id)) throw duplicateUrl();
      const row = await overlays.replace(params.id, values).catch(rethrowDuplicateUrl);
      if (!row) throw notFound();
      return { status: 200, body: toQrClickOverlay(row) };
    },

    deleteQrClickOverlay: async ({ organisation, params }) => {
      if (!(await overlaysOf(organisation).delete(params.id))) throw notFound();
      return { status: 204, body: undefined };
    },
  } satisfies HandlerMap<CentralV3>;
}

function rethrowDuplicateUrl(error: unknown): never {
  if (isUniqueViolation(error)) throw duplicateUrl();
  throw error;
}
