export { Avatar } from './Avatar';
export type { AvatarProps, AvatarSize } from './Avatar';
export { initialsOf, hueOf } from './initials';
