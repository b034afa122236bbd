import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { Button, Link, PageHeader, Stack, vars } from '@studio/ui';
import { useTranslation } from '../../i18n/react';

const Body = styled.p`
  margin: 0;
  max-width: 45rem;
  color: ${vars.color.textMuted};
`;

/** The e-commerce placeholder page of spec section 2. */
export function EcommercePlaceholderView() {
  const { t } = useTranslation('about');
  return (
    <Stack gap={5}>
      <PageHeader title={t('ecommerce.title')} />
      <Body>{t('ecommerce.body')}</Body>
      <div>
        <Link variant="standalone" href="/">
          {t('ecommerce.back')}
        </Link>
      </div>
    </Stack>
  );
}

/** The placeholder page with a Go to Control button (spec section 2): encoder control. */
export function ControlPlaceholderView() {
  const { t } = useTranslation('about');
  const navigate = useNavigate();
  return (
    <Stack gap={5}>
      <PageHeader title={t('control.title')} />
      <Body>{t('control.body')}</Body>
      <div>
        <Button variant="primary" onPress={() => void navigate('/settings/encoders')}>
          {t('control.go')}
        </Button>
      </div>
    </Stack>
  );
}
