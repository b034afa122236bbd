import { onboardingEn } from './en';
import { onboardingEs } from './es';

/** The `onboarding` namespace in every language, fetched with the dashboard (docs/i18n.md). */
export const onboardingStrings = { en: onboardingEn, es: onboardingEs } as const;
