import { styled } from 'styled-components';
import { Button } from 'react-aria-components';
import { vars } from '../tokens';
import { focusRing } from '../theme/mixins';

export const BannerRoot = styled.section`
  --banner-fg: ${vars.color.tone.info.foreground};
  --banner-bg: ${vars.color.tone.info.background};
  --banner-border: ${vars.color.tone.info.border};

  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  width: 100%;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-bottom: 1px solid var(--banner-border);
  background: var(--banner-bg);
  color: var(--banner-fg);
  font-size: ${vars.font.size.sm};

  &[data-tone='success'] {
    --banner-fg: ${vars.color.tone.success.foreground};
    --banner-bg: ${vars.color.tone.success.background};
    --banner-border: ${vars.color.tone.success.border};
  }
  &[data-tone='warning'] {
    --banner-fg: ${vars.color.tone.warning.foreground};
    --banner-bg: ${vars.color.tone.warning.background};
    --banner-border: ${vars.color.tone.warning.border};
  }
  &[data-tone='danger'] {
    --banner-fg: ${vars.color.tone.danger.foreground};
    --banner-bg: ${vars.color.tone.danger.background};
    --banner-border: ${vars.color.tone.danger.border};
  }

  /* Above everything else, the unsupported-browser banner included (spec section 9). */
  &[data-placement='top'] {
    position: sticky;
    top: 0;
    z-index: ${vars.z.banner};
  }

  @media (forced-colors: active) {
    border-bottom-color: CanvasText;
  }
`;

export const BannerIcon = styled.span`
  display: inline-flex;
  flex: none;
  padding-top: 1px;
`;

export const BannerBody = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[1]} ${vars.space[3]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const BannerTitle = styled.h2`
  margin: 0;
  font-size: inherit;
  font-weight: ${vars.font.weight.semibold};
`;

export const DismissButton = styled(Button)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${vars.size.control.sm};
  height: ${vars.size.control.sm};
  margin: calc(-1 * ${vars.space[1]}) 0;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${focusRing}

  &[data-hovered] {
    border-color: var(--banner-border);
  }
  &[data-pressed] {
    background: ${vars.color.surfaceHover};
  }
`;
