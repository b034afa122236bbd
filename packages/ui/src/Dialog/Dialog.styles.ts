import { styled } from 'styled-components';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { vars } from '../tokens';

export const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.z.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space[4]};
  background: ${vars.color.overlay};
  transition: opacity ${vars.motion.duration.normal} ${vars.motion.easing.standard};

  &[data-entering],
  &[data-exiting] {
    opacity: 0;
  }
`;

export const StyledModal = styled(Modal)`
  display: flex;
  width: 100%;
  max-width: 32rem;
  max-height: calc(100vh - 2 * ${vars.space[4]});
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow[3]};
  color: ${vars.color.text};
  outline: none;

  &[data-size='sm'] {
    max-width: 24rem;
  }
  &[data-size='lg'] {
    max-width: 48rem;
  }
  &[data-size='xl'] {
    max-width: 64rem;
  }

  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;

export const StyledDialog = styled(Dialog)`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-height: 0;
  outline: none;
`;

export const DialogHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[3]};
  padding: ${vars.space[5]} ${vars.space[5]} 0;
`;

export const DialogTitle = styled(Heading)`
  margin: 0;
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const DialogBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]} ${vars.space[5]};
  overflow: auto;
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[5]} ${vars.space[5]};
`;
