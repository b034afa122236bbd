import { useState, type ReactNode } from 'react';
import {
  CopyButton,
  CopyGroup,
  CopyStatus,
  CopyTextArea,
  RevealButton,
  StyledCopyField,
} from './CopyField.styles';
import { StyledInput } from '../TextField/TextField.styles';
import { FieldDescription, FieldLabel } from '../Field';
import { classNames } from '../internal/classNames';

interface CopyFieldBaseProps {
  label: ReactNode;
  /** The text to show and copy: an embed code, a stream URL, a stream key. */
  value: string;
  description?: ReactNode;
  /**
   * Accessible name of the copy button ("Copy stream URL"), always used, also when `copyText`
   * is shown. With `copyText`, start `copyLabel` with that text ("Copy" → "Copy embed code") so
   * people who say what they see ("click Copy") can reach it by voice.
   */
  copyLabel: string;
  /** Visible text of the copy button; without it the button shows an icon only. */
  copyText?: string;
  /** Announced in a live region after a successful copy ("Copied to the clipboard"). */
  copiedMessage: string;
  /** Announced when the browser refuses the clipboard ("Could not copy: select the text and copy it"). */
  copyFailedMessage: string;
  isDisabled?: boolean;
  /** Writes to the clipboard. Defaults to the Clipboard API (`navigator.clipboard.writeText`). */
  writeText?: (text: string) => Promise<void>;
  onCopy?: (value: string) => void;
  className?: string;
}

interface PlainCopyFieldProps extends CopyFieldBaseProps {
  isSecret?: false;
  /** Several lines, e.g. an embed code. */
  isMultiline?: boolean;
  revealLabel?: never;
}

interface SecretCopyFieldProps extends CopyFieldBaseProps {
  /** Masked until the person reveals it (a stream key). Copying works while masked. */
  isSecret: true;
  /** Accessible name of the show/hide toggle ("Show stream key"). */
  revealLabel: string;
  isMultiline?: false;
}

export type CopyFieldProps = PlainCopyFieldProps | SecretCopyFieldProps;

type CopyResult = 'idle' | 'copied' | 'failed';

function clipboardWriteText(text: string): Promise<void> {
  if (!navigator.clipboard) return Promise.reject(new Error('The Clipboard API is not available.'));
  return navigator.clipboard.writeText(text);
}

/**
 * A read-only value with a copy button: embed codes, stream URLs, stream keys (masked until
 * revealed). The outcome of a copy is announced in a polite live region with texts from props.
 */
export function CopyField({
  label,
  value,
  description,
  copyLabel,
  copyText,
  copiedMessage,
  copyFailedMessage,
  isDisabled,
  writeText = clipboardWriteText,
  onCopy,
  className,
  ...variant
}: CopyFieldProps) {
  const [isRevealed, setRevealed] = useState(false);
  const [result, setResult] = useState<CopyResult>('idle');
  // Counts copies, so a second identical message is a new node the live region reads again.
  const [attempt, setAttempt] = useState(0);
  const isMasked = variant.isSecret === true && !isRevealed;

  const copy = async () => {
    let outcome: CopyResult;
    try {
      await writeText(value);
      outcome = 'copied';
    } catch {
      outcome = 'failed';
    }
    setResult(outcome);
    setAttempt((count) => count + 1);
    if (outcome === 'copied') onCopy?.(value);
  };

  return (
    <StyledCopyField
      value={value}
      isReadOnly
      isDisabled={isDisabled}
      type={isMasked ? 'password' : 'text'}
      className={classNames('studio-CopyField', className)}
      data-secret={variant.isSecret || undefined}
    >
      <FieldLabel>{label}</FieldLabel>
      <CopyGroup className="studio-CopyField-group" isDisabled={isDisabled}>
        {variant.isMultiline ? (
          <CopyTextArea className="studio-CopyField-input" spellCheck={false} />
        ) : (
          <StyledInput className="studio-CopyField-input" spellCheck={false} autoComplete="off" />
        )}
        {variant.isSecret && (
          <RevealButton
            className="studio-CopyField-reveal"
            aria-label={variant.revealLabel}
            isSelected={isRevealed}
            onChange={setRevealed}
            isDisabled={isDisabled}
          >
            <EyeIcon isCrossed={isRevealed} />
          </RevealButton>
        )}
        <CopyButton
          className="studio-CopyField-copy"
          aria-label={copyLabel}
          onPress={copy}
          isDisabled={isDisabled}
        >
          <CopyIcon />
          {copyText}
        </CopyButton>
      </CopyGroup>
      <FieldDescription>{description}</FieldDescription>
      <CopyStatus role="status" data-result={result} className="studio-CopyField-status">
        {result !== 'idle' && (
          <span key={attempt}>{result === 'copied' ? copiedMessage : copyFailedMessage}</span>
        )}
      </CopyStatus>
    </StyledCopyField>
  );
}

function CopyIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinejoin="round"
    >
      <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
      <path d="M10.5 3.5V3A1.5 1.5 0 009 1.5H3A1.5 1.5 0 001.5 3v6A1.5 1.5 0 003 10.5h.5" />
    </svg>
  );
}

function EyeIcon({ isCrossed }: { isCrossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {isCrossed && <path d="M3 3l18 18" />}
    </svg>
  );
}
