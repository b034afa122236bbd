import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import {
  ButtonContext,
  FieldErrorContext,
  FormContext,
  LabelContext,
  Provider,
  SelectContext,
  SelectStateContext,
  SelectValueContext,
  TextContext,
  useSlottedContext,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { HiddenSelect, useSelect } from 'react-aria';
import { useSelectState } from 'react-stately';
import { SelectButton, SelectRoot, StyledSelectValue } from './Select.styles';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldLabelProps } from '../Field';
import { ChevronDownIcon } from '../internal/icons';
import { classNames } from '../internal/classNames';
import { usePrefetchWhenIdle } from '../internal/prefetch';

/**
 * The open list (react-aria's popover and list box, with the overlay, positioning and focus
 * containment they bring, about 30 kB gzip) is fetched once the page is idle, or when the list
 * first opens if that comes sooner: a form with drop-downs renders without it
 * (docs/performance.md).
 */
const loadSelectList = () => import('./SelectList');
const SelectList = lazy(loadSelectList);

type StatelyChildren<T extends object> = Parameters<typeof useSelectState<T>>[0]['children'];

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'className' | 'style' | 'children'>, FieldLabelProps {
  /** `SelectItem`s, or a function rendering one per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  items?: Iterable<T>;
  className?: string;
}

/**
 * Pick one option from a list (sort order, region, encoder). Type-ahead and arrow keys included.
 *
 * react-aria's select pattern (`useSelect`, `HiddenSelect`) on the closed field: the button shows
 * the chosen item, takes arrow keys and type-ahead, and says it opens a list box. The options are
 * collected as the page renders, by react-stately's own collection builder (`useSelectState` with
 * the children), so the chosen item's text is there at once; react-aria-components' collection
 * (its `Document` and `BaseCollection`, about 4.5 kB gzip) stays out of every form. The list box
 * itself arrives with `SelectList`.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  className,
  children,
  items,
  ...props
}: SelectProps<T>) {
  const form = useSlottedContext(FormContext);
  const validationBehavior = props.validationBehavior ?? form?.validationBehavior ?? 'native';
  const state = useSelectState<T>({
    ...props,
    // `SelectItem`s are react-stately collection elements (their `getCollectionNode`); the
    // public type says ReactNode so a list of them, or a render function, reads naturally.
    children: children as StatelyChildren<T>,
    items,
    validationBehavior,
  });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const {
    labelProps,
    triggerProps,
    valueProps,
    menuProps,
    descriptionProps,
    errorMessageProps,
    hiddenSelectProps,
    ...validation
  } = useSelect<T>({ ...props, label, validationBehavior }, state, buttonRef);
  usePrefetchWhenIdle(loadSelectList);
  // Mounted from the first open on, so the list can animate out and hand focus back itself.
  const [wasOpened, setWasOpened] = useState(state.isOpen);
  if (state.isOpen && !wasOpened) setWasOpened(true);
  return (
    <Provider
      values={[
        // Read by react-aria's `SelectValue` for the placeholder.
        [SelectContext, { placeholder: props.placeholder }],
        [SelectStateContext, state],
        [SelectValueContext, valueProps],
        [LabelContext, { ...labelProps, elementType: 'span' }],
        [
          ButtonContext,
          {
            ...triggerProps,
            ref: buttonRef,
            isPressed: state.isOpen,
            autoFocus: props.autoFocus,
          },
        ],
        [
          TextContext,
          { slots: { description: descriptionProps, errorMessage: errorMessageProps } },
        ],
        [FieldErrorContext, validation],
      ]}
    >
      <SelectRoot
        className={classNames('studio-Select', className)}
        data-open={state.isOpen || undefined}
        data-disabled={props.isDisabled || undefined}
        data-invalid={validation.isInvalid || undefined}
        data-required={props.isRequired || undefined}
      >
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <SelectButton className="studio-Select-button">
          <StyledSelectValue />
          <ChevronDownIcon />
        </SelectButton>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        {wasOpened && (
          <Suspense fallback={null}>
            <SelectList
              state={state}
              triggerRef={buttonRef}
              listRef={listRef}
              menuProps={menuProps}
            />
          </Suspense>
        )}
        <HiddenSelect {...hiddenSelectProps} autoComplete={props.autoComplete} />
      </SelectRoot>
    </Provider>
  );
}
