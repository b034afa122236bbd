import { useId, type ReactNode } from 'react';
import {
  GroupDescription,
  GroupFields,
  GroupHeader,
  GroupLegend,
  GroupRoot,
} from './FormLayout.styles';
import { classNames } from '../internal/classNames';

export interface FormGroupProps {
  /** The group's name, read before each field in it ("Schedule"). */
  legend: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  columns?: 1 | 2 | 3;
  /** Disables every native control inside (react-aria fields still need their own `isDisabled`). */
  isDisabled?: boolean;
  className?: string;
}

/** Related fields under a legend: a native `fieldset`, so the legend names the group. */
export function FormGroup({
  legend,
  description,
  children,
  columns = 1,
  isDisabled,
  className,
}: FormGroupProps) {
  const descriptionId = useId();
  return (
    <GroupRoot
      disabled={isDisabled}
      data-disabled={isDisabled || undefined}
      aria-describedby={description ? descriptionId : undefined}
      className={classNames('studio-FormGroup', className)}
    >
      <GroupLegend className="studio-FormGroup-legend">{legend}</GroupLegend>
      {description && (
        <GroupHeader>
          <GroupDescription id={descriptionId} className="studio-FormGroup-description">
            {description}
          </GroupDescription>
        </GroupHeader>
      )}
      <GroupFields data-columns={columns}>{children}</GroupFields>
    </GroupRoot>
  );
}
