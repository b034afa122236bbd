import { BadgeLabel, BadgeRoot } from './StatusBadge.styles';
import { classNames } from '../internal/classNames';
import { toneOfStatus, type StatusOf, type StatusSet, type Tone } from '../tokens';

export interface StatusBadgeProps<S extends StatusSet = StatusSet> {
  /** The status as people read it, from the app's translations ("Live", "En directo"). */
  label: string;
  /** The state set the status belongs to (spec section 4); with `status` it picks the tone. */
  set?: S;
  status?: StatusOf<S>;
  /** An explicit tone, overriding the set's; neutral when neither is given. */
  tone?: Tone;
  className?: string;
}

/**
 * A status in words with a coloured dot. Colour is never the only signal: the label is always
 * shown. The raw status is exposed as `data-status` for tests and theming.
 */
export function StatusBadge<S extends StatusSet>(props: StatusBadgeProps<S>) {
  const tone =
    props.tone ?? (props.set && props.status ? toneOfStatus(props.set, props.status) : 'neutral');
  return (
    <BadgeRoot
      data-tone={tone}
      data-status={props.status}
      className={classNames('studio-StatusBadge', props.className)}
    >
      <BadgeLabel>{props.label}</BadgeLabel>
    </BadgeRoot>
  );
}
