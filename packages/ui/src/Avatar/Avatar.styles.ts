import { styled } from 'styled-components';
import { vars } from '../tokens';

/**
 * The hue arrives as the `--avatar-hue` custom property set inline, so this sheet stays static.
 * Lightness 30% keeps white initials above 4.5:1 contrast for every hue.
 */
export const AvatarRoot = styled.span`
  --avatar-size: 2.5rem;

  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--avatar-size);
  height: var(--avatar-size);
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: hsl(var(--avatar-hue, 210) 45% 30%);
  color: #ffffff;
  font-size: calc(var(--avatar-size) * 0.4);
  font-weight: ${vars.font.weight.semibold};
  line-height: 1;
  user-select: none;

  &[data-size='sm'] {
    --avatar-size: 1.75rem;
  }
  &[data-size='lg'] {
    --avatar-size: 3.5rem;
  }

  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

export const AvatarImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
