import { styled } from 'styled-components';
import { vars } from '../tokens';
import { visuallyHidden } from '../theme/mixins';

export const ShellRoot = styled.div`
  display: grid;
  grid-template-areas:
    'banner banner'
    'header header'
    'nav main';
  grid-template-columns: ${vars.size.sideNav} minmax(0, 1fr);
  grid-template-rows: auto auto 1fr;
  min-height: 100vh;
  background: ${vars.color.background};

  @media (max-width: 48rem) {
    grid-template-areas:
      'banner'
      'header'
      'nav'
      'main';
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto auto auto 1fr;
  }
`;

export const ShellBanner = styled.div`
  grid-area: banner;
  position: sticky;
  top: 0;
  z-index: ${vars.z.banner};
`;

export const ShellHeader = styled.header`
  grid-area: header;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};
  min-height: 3.5rem;
  padding: 0 ${vars.space[4]};
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  position: sticky;
  top: 0;
  z-index: ${vars.z.navigation};
`;

export const ShellNav = styled.div`
  grid-area: nav;
  border-inline-end: 1px solid ${vars.color.border};
  background: ${vars.color.surface};

  @media (max-width: 48rem) {
    border-inline-end: none;
    border-bottom: 1px solid ${vars.color.border};
  }
`;

export const ShellMain = styled.main`
  grid-area: main;
  min-width: 0;
  padding: ${vars.space[6]};
  outline: none;

  @media (max-width: 48rem) {
    padding: ${vars.space[4]};
  }
`;

export const SkipLink = styled.a`
  ${visuallyHidden}

  &:focus {
    position: fixed;
    top: ${vars.space[2]};
    left: ${vars.space[2]};
    z-index: ${vars.z.banner};
    width: auto;
    height: auto;
    margin: 0;
    padding: ${vars.space[2]} ${vars.space[4]};
    clip: auto;
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.link};
    box-shadow: ${vars.shadow[2]};
    outline: ${vars.focus.width} solid ${vars.color.focus};
  }
`;
