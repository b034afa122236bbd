import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
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
 * summary at the top. When errors arrive for a submission (or are there when the form first
 * shows), the summary takes focus once, so keyboard and screen reader users learn about them and
 * can follow a link straight to each field. Errors that change while the person types (live
 * validation, a new errors array on every render) never move focus: that would pull the caret
 * out of the field being typed in.
 */
export function Form({ errors, errorsTitle, className, children, onSubmit, ...props }: FormProps) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const hasErrors = Boolean(errors && errors.length > 0);
  const [submissions, setSubmissions] = useState(0);
  // Armed at first render and by each submission; spent when the summary takes focus.
  const focusArmed = useRef(true);

  useEffect(() => {
    if (!hasErrors || !focusArmed.current) return;
    focusArmed.current = false;
    summaryRef.current?.focus();
  }, [hasErrors, submissions, errors]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    focusArmed.current = true;
    setSubmissions((count) => count + 1);
    onSubmit?.(event);
  };

  return (
    <StyledForm {...props} onSubmit={submit} className={classNames('studio-Form', className)}>
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
                <li key={`${error.fieldId ?? ''}:${error.message}`}>
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

/** Moves focus into the field rather than only scrolling to it, as a fragment link would. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string | undefined) {
  if (!fieldId) return;
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
}
