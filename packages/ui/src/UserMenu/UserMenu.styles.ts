import { styled } from 'styled-components';
import { Button } from 'react-aria-components';
import { vars } from '../tokens';
import { focusRing } from '../theme/mixins';

export const UserMenuButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  max-width: 18rem;
  padding: ${vars.space[1]} ${vars.space[2]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${focusRing}

  &[data-hovered],
  &[data-pressed] {
    background: ${vars.color.surfaceHover};
  }
`;

export const UserText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: ${vars.font.lineHeight.tight};
`;

export const UserName = styled.span`
  overflow: hidden;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const OrganisationName = styled.span`
  overflow: hidden;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
