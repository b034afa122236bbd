import type { SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { composeRenderProps } from 'react-aria-components';
import { StyledSwitch } from './Switch.styles';
import { classNames } from '../internal/classNames';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'style'> {
  className?: string;
}

/** An on/off setting that applies at once (admin view, autoplay). Label as children. */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <StyledSwitch {...props} className={classNames('studio-Switch', className)}>
      {composeRenderProps(children, (content) => (
        <>
          <span className="studio-Switch-track" aria-hidden="true" />
          <span>{content}</span>
        </>
      ))}
    </StyledSwitch>
  );
}
