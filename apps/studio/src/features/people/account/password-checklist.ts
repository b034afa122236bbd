import { passwordStrengthIssues, TEXT_LIMITS } from '@studio/domain';
import type { PasswordRequirement } from '@studio/ui';
import type { StudioT } from '../../../i18n';

/** The password rules of section 5 as a checklist shown while the person types. */
export function passwordChecklist(t: StudioT<'people'>): PasswordRequirement[] {
  return [
    {
      id: 'length',
      label: t('account.requirements.length'),
      isMet: (value) =>
        value.length >= TEXT_LIMITS.passwordMin && value.length <= TEXT_LIMITS.passwordMax,
    },
    ...(['number', 'upper', 'lower'] as const).map((issue) => ({
      id: issue,
      label: t(`account.requirements.${issue}`),
      isMet: (value: string) => !passwordStrengthIssues(value).includes(issue),
    })),
  ];
}
