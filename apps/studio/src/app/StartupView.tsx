import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@studio/ui';

const Centered = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
`;

/** Shown for the moment the refresh cookie is tried on start-up. */
export function StartupView() {
  const { t } = useTranslation('common');
  return (
    <Centered>
      <Spinner label={t('loading')} />
    </Centered>
  );
}
