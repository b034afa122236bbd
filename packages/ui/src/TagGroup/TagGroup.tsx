import type { ReactNode } from 'react';
import {
  useLocale,
  type Key,
  type TagGroupProps as AriaTagGroupProps,
} from 'react-aria-components';
import {
  EmptyText,
  RemoveButton,
  StyledTag,
  StyledTagGroup,
  StyledTagList,
  TagCount,
  TagError,
} from './TagGroup.styles';
import { FieldDescription, FieldLabel } from '../Field';
import { CloseIcon } from '../internal/icons';
import { classNames } from '../internal/classNames';

export interface TagItem {
  id: Key;
  label: string;
  /** How many results carry the tag (a search facet); formatted with `Intl`. */
  count?: number;
  isDisabled?: boolean;
}

export interface TagGroupProps extends Omit<
  AriaTagGroupProps,
  'className' | 'style' | 'children' | 'render'
> {
  label: ReactNode;
  items: readonly TagItem[];
  description?: ReactNode;
  errorMessage?: string;
  /** Shown when there are no tags ("No tags yet"). */
  emptyText?: string;
  className?: string;
}

/**
 * Tags of a video, or tag facets to filter the library by: react-aria's `TagGroup` (arrow keys
 * between tags, Space to select, Delete or the remove button to remove when `onRemove` is given;
 * the remove button's name is react-aria's localised one).
 */
export function TagGroup({
  label,
  items,
  description,
  errorMessage,
  emptyText,
  className,
  ...props
}: TagGroupProps) {
  const { locale } = useLocale();
  const counts = new Intl.NumberFormat(locale, { notation: 'compact' });
  return (
    <StyledTagGroup
      {...props}
      // An empty list renders as a plain group, where a selection mode's aria-multiselectable is not allowed.
      selectionMode={items.length === 0 ? 'none' : props.selectionMode}
      className={classNames('studio-TagGroup', className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <StyledTagList
        className="studio-TagGroup-list"
        renderEmptyState={emptyText ? () => <EmptyText>{emptyText}</EmptyText> : undefined}
      >
        {items.map((item) => (
          <StyledTag
            key={item.id}
            id={item.id}
            textValue={item.label}
            isDisabled={item.isDisabled}
            className="studio-TagGroup-tag"
          >
            {({ allowsRemoving }) => (
              <>
                {item.label}
                {item.count !== undefined && <TagCount>{counts.format(item.count)}</TagCount>}
                {allowsRemoving && (
                  <RemoveButton slot="remove" className="studio-TagGroup-remove">
                    <CloseIcon />
                  </RemoveButton>
                )}
              </>
            )}
          </StyledTag>
        ))}
      </StyledTagList>
      <FieldDescription>{description}</FieldDescription>
      {errorMessage && (
        <TagError slot="errorMessage" className="studio-TagGroup-error">
          {errorMessage}
        </TagError>
      )}
    </StyledTagGroup>
  );
}
