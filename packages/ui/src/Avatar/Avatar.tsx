import type { CSSProperties } from 'react';
import { AvatarImage, AvatarRoot } from './Avatar.styles';
import { hueOf, initialsOf } from './initials';
import { classNames } from '../internal/classNames';

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps {
  /** The person's name: gives the initials, the colour and the accessible name. */
  name: string;
  /** A profile image; initials are shown when absent. */
  src?: string;
  size?: AvatarSize;
  /** When the name is already written next to the avatar, hide it from screen readers. */
  isDecorative?: boolean;
  className?: string;
}

/** A round picture of a person, or their initials on a colour derived from their name. */
export function Avatar({ name, src, size = 'md', isDecorative, className }: AvatarProps) {
  const style = { '--avatar-hue': String(hueOf(name)) } as CSSProperties;
  const a11y = isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <AvatarRoot
      {...a11y}
      data-size={size}
      style={style}
      className={classNames('studio-Avatar', className)}
    >
      {src ? <AvatarImage src={src} alt="" /> : <span aria-hidden="true">{initialsOf(name)}</span>}
    </AvatarRoot>
  );
}
