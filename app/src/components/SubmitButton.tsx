interface SubmitButtonProps {
  /** What the button says while its write runs. */
  busy: boolean;
  label: string;
  busyLabel?: string;
  /** Disabled for a reason of its own besides a running write (e.g. nothing selected). */
  disabled?: boolean;
}

/** A form's primary submit button, disabled and saying what it is doing while the write runs. */
export function SubmitButton({ busy, label, busyLabel = 'Saving…', disabled = false }: SubmitButtonProps) {
  return (
    <button type="submit" className="primary" disabled={busy || disabled}>
      {busy ? busyLabel : label}
    </button>
  );
}
