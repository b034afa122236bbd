import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { vars } from '../tokens';

/** A visible placeholder child for the layout primitives' stories. */
const Box = styled.div`
  padding: ${vars.space[3]};
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
`;

export function LayoutDemoBox({ children }: { children: ReactNode }) {
  return <Box>{children}</Box>;
}
