import { styled } from 'styled-components';
import { vars } from '../tokens';
import { visuallyHidden } from '../theme/mixins';

/**
 * Below this width of the shell the side navigation moves into a drawer behind the header's menu
 * button. A container query on the shell rather than a media query on the viewport, so a shell
 * rendered in a narrow region (a story, a preview pane) behaves like one on a narrow screen; in
 * the app the shell fills the window, so the two agree.
 */
const SHELL_NARROW_WIDTH = '48rem';
const narrow = `@container studio-shell (max-width: ${SHELL_NARROW_WIDTH})`;

/** The query container; the grid is its child, because a container cannot query itself. */
export const ShellRoot = styled.div`
  container: studio-shell / inline-size;
  min-height: 100vh;
  background: ${vars.color.background};
`;

export const ShellGrid = styled.div`
  display: grid;
  grid-template-areas:
    'banner banner'
    'header header'
    'nav main';
  grid-template-columns: ${vars.size.sideNav} minmax(0, 1fr);
  grid-template-rows: auto auto 1fr;
  min-height: 100vh;

  ${narrow} {
    grid-template-areas:
      'banner'
      'header'
      'main';
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto auto 1fr;
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
  gap: ${vars.space[2]};
  min-height: 3.5rem;
  padding: 0 ${vars.space[4]};
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  position: sticky;
  top: 0;
  z-index: ${vars.z.navigation};
`;

/** Holds the menu button; shown only while the shell is narrow. */
export const ShellMenuToggle = styled.div`
  display: none;
  flex: none;

  ${narrow} {
    display: flex;
  }
`;

export const ShellHeaderContent = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};
  min-width: 0;

  /* Long user or organisation names shrink (and truncate, as UserMenu does) instead of pushing
     the narrow shell sideways; the first item, the brand, keeps its width. */
  & > * {
    min-width: 0;
  }
  & > :first-child:not(:last-child) {
    flex-shrink: 0;
  }
`;

export const ShellNav = styled.div`
  grid-area: nav;
  border-inline-end: 1px solid ${vars.color.border};
  background: ${vars.color.surface};

  ${narrow} {
    display: none;
  }
`;

export const ShellMain = styled.main`
  grid-area: main;
  min-width: 0;
  padding: ${vars.space[6]};
  outline: none;

  ${narrow} {
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
