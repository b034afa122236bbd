import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Link, PageHeader } from '@studio/ui';
import { SUPPORT_URL } from '../errors/ErrorFallbackView';

const Sections = styled.div`
  display: grid;
  gap: var(--studio-space-5, 20px);
  max-width: 720px;

  h2 {
    margin: 0 0 var(--studio-space-2, 8px);
    font-size: var(--studio-font-size-lg, 1.125rem);
  }
  p {
    margin: 0;
  }
`;

/** /help: how to reach support, and the keyboard conventions every screen follows. */
export function HelpView() {
  const { t } = useTranslation(['help', 'common']);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Sections>
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
