import type { ReactNode } from 'react';
import styled from 'styled-components';
import { passwordStrengthIssues, TEXT_LIMITS } from '@studio/domain';
import { Stack, vars, type PasswordRequirement } from '@studio/ui';
import type { StudioT } from '../../../i18n';

const Backdrop = styled(Stack)`
  padding: ${vars.space[6]};
  background: ${vars.color.surfaceSunken};
`;

const Panel = styled(Stack)`
  width: min(30rem, 100%);
  padding: ${vars.space[8]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow[2]};

  h1 {
    margin: 0;
    font-size: ${vars.font.size['2xl']};
    font-weight: ${vars.font.weight.semibold};
    line-height: 1.3;
  }
  p {
    margin: 0;
  }
`;

/** The frame of the pages opened from an e-mail, as the sign-in page's: a titled panel. */
export function PublicPanel({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Backdrop id="main" elementType="main" isFullHeight align="center" justify="center">
      <Panel elementType="section" gap={5} aria-labelledby={`${id}-title`}>
        <div>
          <h1 id={`${id}-title`}>{title}</h1>
          {description ? <p>{description}</p> : null}
        </div>
        {children}
      </Panel>
    </Backdrop>
  );
}

/** The checklist of the password rules of section 5, shown as the person types. */
export function passwordRequirements(t: StudioT<'peoplePublic'>): PasswordRequirement[] {
  return [
    {
      id: 'length',
      label: t('requirements.length'),
      isMet: (value) =>
        value.length >= TEXT_LIMITS.passwordMin && value.length <= TEXT_LIMITS.passwordMax,
    },
    {
      id: 'number',
      label: t('requirements.number'),
      isMet: (value) => !passwordStrengthIssues(value).includes('number'),
    },
    {
      id: 'upper',
      label: t('requirements.upper'),
      isMet: (value) => !passwordStrengthIssues(value).includes('upper'),
    },
    {
      id: 'lower',
      label: t('requirements.lower'),
      isMet: (value) => !passwordStrengthIssues(value).includes('lower'),
    },
  ];
}
