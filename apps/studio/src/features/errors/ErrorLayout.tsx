import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { Stack, vars } from '@studio/ui';

/** The column's width and typography; its rhythm comes from Stack. */
const Column = styled(Stack)`
  max-width: 35rem;
  margin: ${vars.space[10]} auto;
  padding: ${vars.space[6]};

  h1 {
    margin: 0;
    font-size: ${vars.font.size['2xl']};
    font-weight: ${vars.font.weight.semibold};
    line-height: 1.3;
  }
  p {
    margin: 0;
  }
`;

type ErrorLayoutProps = Omit<ComponentProps<typeof Stack>, 'elementType' | 'gap'>;

/** The plain centred column the error pages share. */
export function ErrorLayout(props: ErrorLayoutProps) {
  return <Column {...props} elementType="section" gap={4} />;
}
