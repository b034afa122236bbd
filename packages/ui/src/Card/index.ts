export { Card } from './Card';
export type { CardProps, HeadingLevel } from './Card';
