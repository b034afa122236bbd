import { styled } from 'styled-components';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { vars } from '../tokens';

/** The scrim behind the navigation drawer; a click on it closes the drawer. */
export const DrawerOverlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.z.modal};
  background: ${vars.color.overlay};
  transition: opacity ${vars.motion.duration.normal} ${vars.motion.easing.standard};

  &[data-entering],
  &[data-exiting] {
    opacity: 0;
  }
`;

/** Slides in from the start edge; under reduced motion it appears in place. */
export const DrawerModal = styled(Modal)`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  display: flex;
  width: min(${vars.size.sideNav}, calc(100vw - ${vars.space[12]}));
  border-inline-end: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow[3]};
  color: ${vars.color.text};
  outline: none;
  transition: transform ${vars.motion.duration.normal} ${vars.motion.easing.enter};

  &[data-entering],
  &[data-exiting] {
    transform: translateX(-100%);
  }
  &:dir(rtl)[data-entering],
  &:dir(rtl)[data-exiting] {
    transform: translateX(100%);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;

    &[data-entering],
    &[data-exiting],
    &:dir(rtl)[data-entering],
    &:dir(rtl)[data-exiting] {
      transform: none;
    }
  }

  @media (forced-colors: active) {
    border-inline-end-color: CanvasText;
  }
`;

export const DrawerDialog = styled(Dialog)`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-height: 0;
  overflow: auto;
  outline: none;
`;

export const DrawerHeader = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${vars.space[3]} ${vars.space[3]} 0;
`;
