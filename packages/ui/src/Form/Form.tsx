import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import type { FormProps as AriaFormProps } from 'react-aria-components';
import { StyledForm, SummaryLink, SummaryList } from './Form.styles';
import { InlineAlert } from '../InlineAlert';
import { classNames } from '../internal/classNames';

/** One problem to list in the errors summary; `fieldId` links it to the field to fix. */
export interface FormError {
  message: string;
  fieldId?: string;
}

export interface FormProps extends Omit<AriaFormProps, 'className' | 'style'> {
  /** Problems that stop the form: from the server, or a summary of invalid fields. */
  errors?: readonly FormError[];
  /** Heading of the errors summary ("There is a problem"). */
  errorsTitle?: ReactNode;
  className?: string;
}

/**
 * react-aria's `Form` (server `validationErrors`, native or aria validation) with an errors
 * summary at the top. When new errors arrive the summary takes focus, so keyboard and screen
 * reader users learn about them and can follow a link straight to each field.
 */
export function Form({ errors, errorsTitle, className, children, onSubmit, ...props }: FormProps) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const hasErrors = Boolean(errors && errors.length > 0);
  // The errors last shown, and whether the person submitted since the summary last took focus.
  const shownErrors = useRef<ReadonlySet<string>>(new Set());
  const submittedSinceFocus = useRef(false);

  // Focus moves to the summary when an error appears that was not shown, or when a submission
  // answered with errors (the same ones again after a retry). It stays where it is when errors only
  // go away, e.g. a field's message cleared while the person types in it: moving it then would
  // send the rest of their typing nowhere.
  useEffect(() => {
    const keys = (errors ?? []).map(errorKey);
    const appeared = keys.some((key) => !shownErrors.current.has(key));
    shownErrors.current = new Set(keys);
    if (hasErrors && (appeared || submittedSinceFocus.current)) {
      submittedSinceFocus.current = false;
      summaryRef.current?.focus();
    }
  }, [errors, hasErrors]);

  return (
    <StyledForm
      {...props}
      onSubmit={(event) => {
        submittedSinceFocus.current = true;
        onSubmit?.(event);
      }}
      className={classNames('studio-Form', className)}
    >
      {hasErrors && (
        <InlineAlert
          ref={summaryRef}
          tone="error"
          title={errorsTitle}
          tabIndex={-1}
          className="studio-Form-errors"
        >
          {errors && errors.length === 1 && !errors[0]?.fieldId ? (
            errors[0]?.message
          ) : (
            <SummaryList>
              {errors?.map((error) => (
                <li key={errorKey(error)}>
                  {error.fieldId ? (
                    <SummaryLink
                      href={`#${error.fieldId}`}
                      onClick={(event) => focusField(event, error.fieldId)}
                    >
                      {error.message}
                    </SummaryLink>
                  ) : (
                    error.message
                  )}
                </li>
              ))}
            </SummaryList>
          )}
        </InlineAlert>
      )}
      {children}
    </StyledForm>
  );
}

const errorKey = (error: FormError) => `${error.fieldId ?? ''}:${error.message}`;

/** Moves focus into the field rather than only scrolling to it, as a fragment link would. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string | undefined) {
  if (!fieldId) return;
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
}
