import styled from 'styled-components';
import { useTranslation } from '../../i18n/react';
import { Link, PageHeader, Stack, vars } from '@studio/ui';
import { SUPPORT_URL } from '../errors/ErrorFallbackView';

/** The reading width and headings of the help text; the rhythm comes from Stack. */
const Sections = styled(Stack)`
  max-width: 45rem;

  h2 {
    margin: 0 0 ${vars.space[2]};
    font-size: ${vars.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

/** /help: how to reach support, and the keyboard conventions every screen follows. */
export function HelpView() {
  const { t } = useTranslation('help');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Sections gap={5}>
        <section aria-labelledby="help-support">
          <h2 id="help-support">{t('supportTitle')}</h2>
          <p>
            {t('supportBody')} <Link href={SUPPORT_URL}>{t('common:contactSupport')}</Link>
          </p>
        </section>
        <section aria-labelledby="help-keyboard">
          <h2 id="help-keyboard">{t('keyboardTitle')}</h2>
          <p>{t('keyboardBody')}</p>
        </section>
      </Sections>
    </>
  );
}
