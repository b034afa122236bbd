import { styled } from 'styled-components';
import { Button, Tag, TagGroup, TagList, Text } from 'react-aria-components';
import { vars } from '../tokens';
import { focusRing } from '../theme/mixins';

export const StyledTagGroup = styled(TagGroup)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const StyledTagList = styled(TagList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

export const EmptyText = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

export const StyledTag = styled(Tag)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 100%;
  min-height: 1.75rem;
  padding: 0 ${vars.space[2]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  overflow-wrap: anywhere;
  cursor: default;
  ${focusRing}

  &[data-allows-removing] {
    padding-inline-end: ${vars.space[0.5]};
  }
  &[data-selection-mode='single'],
  &[data-selection-mode='multiple'] {
    cursor: pointer;
  }
  &[data-hovered] {
    border-color: ${vars.color.borderStrong};
  }
  &[data-selected] {
    border-color: ${vars.color.accent};
    background: ${vars.color.accentSubtle};
    font-weight: ${vars.font.weight.semibold};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }

  @media (forced-colors: active) {
    &[data-selected] {
      border-color: Highlight;
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
    }
  }
`;

export const TagCount = styled.span`
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;

  [data-selected] > & {
    color: ${vars.color.text};
  }
`;

export const RemoveButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.25rem;
  height: 1.25rem;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.full};
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${focusRing}

  &[data-hovered] {
    background: ${vars.color.surfaceHover};
  }
`;

export const TagError = styled(Text)`
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
`;
