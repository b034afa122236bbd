import { styled } from 'styled-components';
import { vars } from '../tokens';

export const StyledNativeSelect = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  label {
    color: ${vars.color.text};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.semibold};
  }
  select {
    min-height: 2.5rem;
    padding: 0 ${vars.space[3]};
    border: 1px solid ${vars.color.borderStrong};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    color: ${vars.color.text};
    font: inherit;
  }
  select[aria-invalid='true'] {
    border-color: ${vars.color.danger};
  }
  select:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
  .studio-NativeSelect-description,
  .studio-NativeSelect-error {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.sm};
  }
  .studio-NativeSelect-error {
    color: ${vars.color.danger};
  }
`;
