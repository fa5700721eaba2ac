interface SubmitButtonProps {
  /** What the button says while its write runs. */
  busy: boolean;
  label: string;
  busyLabel?: string;
  /** Disabled for a reason of its own besides a running write (e.g. nothing selected). */
  disabled?: boolean;
  /** Posted with the form, to tell the server which of a page's forms this is. */
  name?: string;
  value?: string;
}

/** A form's primary submit button, disabled and saying what it is doing while the write runs. */
export function SubmitButton({ busy, label, busyLabel = 'Saving…', disabled = false, name, value }: SubmitButtonProps) {
  return (
    <button type="submit" className="primary" disabled={busy || disabled} name={name} value={value}>
      {busy ? busyLabel : label}
    </button>
  );
}
