import { useTranslation } from '../../../i18n/react';
import type { RuleTranslator } from './range-form';

/** The range and clip rules in the person's language (`libraryEdits` `rules.*`). */
export function useRuleTranslator(): RuleTranslator {
  const { t } = useTranslation('libraryEdits');
  return (rule, values) =>
    rule === 'outsideContent'
      ? t('rules.outsideContent', { length: values?.length ?? '' })
      : t(`rules.${rule}`);
}
