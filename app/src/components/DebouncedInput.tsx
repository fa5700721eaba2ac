import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';

interface DebouncedInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string;
  onCommit: (value: string) => void;
  delayMs?: number;
}

/** A text input that reports its value once typing pauses, so each keystroke does not start a server query. */
export function DebouncedInput({ value, onCommit, delayMs = 300, ...inputProps }: DebouncedInputProps) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const onCommitRef = useRef(onCommit);
  useEffect(() => {
    onCommitRef.current = onCommit;
  });

  useEffect(() => {
    // Follow outside changes (back button, a reset) unless the user is mid-edit.
    if (value !== committed.current) {
      committed.current = value;
      setDraft(value);
    }
  }, [value]);

  useEffect(() => {
    if (draft === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = draft;
      onCommitRef.current(draft);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [draft, delayMs]);

  return <input {...inputProps} value={draft} onChange={(event) => setDraft(event.target.value)} />;
}
