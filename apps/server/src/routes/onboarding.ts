import { randomUUID } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  capabilitiesForRoles,
  findPlan,
  normalisePhone,
  ONBOARDING_MESSAGES,
  onboardingProgress,
  signUpSchema,
  VALIDATION_MESSAGES,
  type PlanFamily,
} from '@studio/domain';
import { hashPassword } from '../auth/passwords';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import { isUniqueViolation } from '../db/errors';
import type { OrganisationAdminValues } from '../db/organisations/organisation-admin-repository';
import { trustedOrganisationId, type OrganisationId } from '../db/organisation-scoped-repository';
import { badRequest, HttpError, tooManyRequests } from '../http/errors';
import type { Services } from '../services';
import { fieldProblems } from './field-problems';

type Onboarding = DocumentOperations['onboarding'];
type SignUpBody = Onboarding['signUp']['requestBody']['content']['application/json'];

const signUpProblems = fieldProblems(signUpSchema);

/** The spec's messages for the sign-up form (contract/request-rules.ts). */
export const onboardingRequestRules: RequestRules = {
  signUp: signUpProblems,
};

const conflict = (field: string, code: string, message: string) =>
  new HttpError(409, [{ code, message, field }]);

/** A self-signed-up organisation: active, the chosen plan from today, nothing bought yet. */
function organisationValues(body: SignUpBody, today: string): OrganisationAdminValues {
  const plan = findPlan(body.planId);
  if (!plan)
    throw badRequest([
      { code: 'INVALID_REQUEST', message: ONBOARDING_MESSAGES.unknownPlan, field: 'body.planId' },
    ]);
  const held = (wanted: PlanFamily) => plan.family === wanted;
  return {
    name: body.organisationName.trim(),
    location: null,
    managedBy: null,
    accountStatus: 'active',
    status: 'active',
    masterEcg: null,
    webPlanId: held('web') ? plan.id : null,
    webPlanName: held('web') ? plan.name : null,
    webStartDate: held('web') ? today : null,
    vodPlanId: held('vod') ? plan.id : null,
    vodPlanName: held('vod') ? plan.name : null,
    vodStartDate: held('vod') ? today : null,
    multisitePlanId: held('multisite') ? plan.id : null,
    multisitePlanName: held('multisite') ? plan.name : null,
    multisiteStartDate: held('multisite') ? today : null,
    licenses: {
      enterprise: 0,
      professional: 0,
      lanCloud: 0,
      nonProduction: 0,
      softwareEncoders: 0,
      venues: 0,
    },
    rtmpStreams: 0,
    audio16Channel: false,
    subtitlesHoursPerMonth: 0,
    additionalBandwidthTb: 0,
    storageTb: 0,
    webEvents: 0,
    studioAiVideoCount: 0,
  };
}

/**
 * The onboarding service: self sign-up of an organisation with its first admin (who verifies the
 * address through the mailed link before the account counts as verified), and the channel
 * onboarding checklist, whose steps are done when the organisation's data shows them or when
 * someone marks them done to skip them.
 */
export function onboardingHandlers(services: Services) {
  async function progressOf(organisationId: OrganisationId) {
    const [shown, marked] = await Promise.all([
      services.onboarding.shownByData(organisationId),
      services.onboarding.marked(organisationId),
    ]);
    return { customerId: organisationId, ...onboardingProgress(shown, marked) };
  }

  return {
    signUp: async ({ body, request, reply }) => {
      const problems = signUpProblems(body);
      if (problems.length > 0) throw badRequest(problems);
      const wait = services.mailRateLimits.take('verification', body.email, request.ip);
      if (wait > 0) throw tooManyRequests(wait);
      const email = body.email.trim();
      if (await services.users.findByUserName(email))
        throw conflict('body.email', 'EMAIL_TAKEN', VALIDATION_MESSAGES.emailTaken);
      const values = organisationValues(body, services.now().toISOString().slice(0, 10));
      if (await services.organisationAdmin.nameTaken(values.name))
        throw conflict('body.organisationName', 'CONFLICT', ADMIN_MESSAGES.organisationNameExists);
      const roles = ['customerAdmin'];
      const created = await services.onboarding
        .signUp(values, {
          id: randomUUID(),
          userName: email,
          passwordHash: await hashPassword(body.password),
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          phone: body.phone ? normalisePhone(body.phone) : null,
          userType: 'USER',
          roles,
          capabilities: capabilitiesForRoles(roles),
          primaryContact: true,
          pointOfContact: true,
          // The mailed link proves the address; until then the account is unverified.
          accountStatus: 'unverified',
          createdAt: services.now(),
        })
        .catch((error: unknown) => {
          // Another sign-up took the address or the name between the checks and the insert.
          if (isUniqueViolation(error))
            throw conflict('body.email', 'EMAIL_TAKEN', VALIDATION_MESSAGES.emailTaken);
          throw error;
        });
      await services.jobs.enqueue(
        'mail.send',
        { type: 'emailVerification', userId: created.admin.id, email },
        { organisationId: created.organisation.id },
      );
      await services.systemLogs.record({
        level: 'informational',
        message: `${email} signed up ${created.organisation.name}.`,
        subject: { type: 'customer', id: created.organisation.id },
        actorUserId: created.admin.id,
        organisationId: created.organisation.id,
      });
      const organisationId = trustedOrganisationId(created.organisation.id);
      const service = new URL(request.url, 'http://origin.invalid').pathname.replace(
        /\/signup\/?$/,
        '',
      );
      reply.header('location', `${service}/customers/${organisationId}/state`);
      return { status: 201, body: await progressOf(organisationId) };
    },

    getOnboardingState: async ({ organisation }) => ({
      status: 200,
      body: await progressOf(organisation.id),
    }),

    completeOnboardingStep: async ({ organisation, params }) => {
      if (params.step === 'verifyEmail')
        throw badRequest([
          {
            code: 'INVALID_REQUEST',
            message: ONBOARDING_MESSAGES.verifyByLink,
            field: 'path.step',
          },
        ]);
      await services.onboarding.mark(organisation.id, params.step);
      return { status: 200, body: await progressOf(organisation.id) };
    },
  } satisfies HandlerMap<Onboarding>;
}
