import type { ReactNode } from 'react';
import type { ComboBoxProps as AriaComboBoxProps } from 'react-aria-components';
import {
  ComboButton,
  ComboGroup,
  ComboInput,
  EmptyMessage,
  LoadingSlot,
  StyledComboBox,
} from './ComboBox.styles';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldLabelProps } from '../Field';
import { Popover } from '../Popover';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import { Option, StyledListBox } from '../internal/listBox';
import { ChevronDownIcon } from '../internal/icons';
import { classNames } from '../internal/classNames';

interface ComboBoxBaseProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'className' | 'style' | 'children'>, FieldLabelProps {
  children: ReactNode | ((item: T) => ReactNode);
  items?: Iterable<T>;
  placeholder?: string;
  /** Shown in the open list when nothing matches ("No organisation found"). */
  emptyMessage?: ReactNode;
  className?: string;
}

interface ComboBoxLoadingProps {
  /**
   * The app is fetching `items` for the typed text (server-side search). Shows a spinner in the
   * field, `loadingLabel` in the open list while it has no results, and announces `loadingLabel`.
   */
  isLoading: boolean;
  /** Names the spinner and is announced while loading ("Searching organisations…"). */
  loadingLabel: string;
}

interface ComboBoxStaticProps {
  isLoading?: undefined;
  loadingLabel?: undefined;
}

/** `loadingLabel` is required whenever `isLoading` is given: the spinner must say what loads. */
export type ComboBoxProps<T extends object> = ComboBoxBaseProps<T> &
  (ComboBoxLoadingProps | ComboBoxStaticProps);

/**
 * Type to filter, then pick (organisation search, timezone). For server-side search pass
 * `items` from the app's query, `onInputChange`, `isLoading` with `loadingLabel`, and
 * `allowsEmptyCollection` so the list can say it is loading or found nothing; react-aria
 * handles the combobox pattern.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  children,
  items,
  placeholder,
  emptyMessage,
  isLoading,
  loadingLabel,
  className,
  ...props
}: ComboBoxProps<T>) {
  const emptyContent = isLoading ? loadingLabel : emptyMessage;
  // While the list is open react-aria hides everything but the input and the list from screen
  // readers, so the loading status lives in the list then, and next to the field otherwise.
  const status =
    loadingLabel === undefined ? null : (
      <VisuallyHidden role="status" className="studio-ComboBox-status">
        {isLoading ? loadingLabel : ''}
      </VisuallyHidden>
    );
  return (
    <StyledComboBox {...props} items={items} className={classNames('studio-ComboBox', className)}>
      {({ isOpen }) => (
        <>
          <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
          <ComboGroup data-loading={isLoading || undefined}>
            <ComboInput placeholder={placeholder} className="studio-ComboBox-input" />
            {isLoading && (
              <LoadingSlot className="studio-ComboBox-loading">
                <Spinner size="sm" label={loadingLabel} />
              </LoadingSlot>
            )}
            <ComboButton className="studio-ComboBox-button">
              <ChevronDownIcon />
            </ComboButton>
          </ComboGroup>
          <FieldDescription>{description}</FieldDescription>
          <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
          {!isOpen && status}
          <Popover className="studio-ComboBox-popover">
            {status}
            <StyledListBox
              renderEmptyState={
                emptyContent ? () => <EmptyMessage>{emptyContent}</EmptyMessage> : undefined
              }
            >
              {children}
            </StyledListBox>
          </Popover>
        </>
      )}
    </StyledComboBox>
  );
}

/** An option of a `ComboBox`. */
export const ComboBoxItem = Option;
