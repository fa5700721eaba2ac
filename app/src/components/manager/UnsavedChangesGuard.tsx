import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from '../../lib/router';

type Report = (form: string, unsaved: boolean) => void;

const UnsavedChanges = createContext<Report>(() => undefined);

/** Tells the surrounding guard whether `form` (its name in the warning, e.g. "details") holds edits not yet saved. */
export function useReportUnsaved(form: string, unsaved: boolean): void {
  const report = useContext(UnsavedChanges);
  useEffect(() => {
    report(form, unsaved);
    return () => report(form, false);
  }, [report, form, unsaved]);
}

const list = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/**
 * Around an editor's forms: while one holds unsaved edits, leaving the page asks first. A link inside the app shows
 * a question with the way to stay; closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [unsaved, setUnsaved] = useState<readonly string[]>([]);
  const report = useCallback<Report>(
    (form, edited) =>
      setUnsaved((forms) =>
        forms.includes(form) === edited ? forms : edited ? [...forms, form] : forms.filter((f) => f !== form),
      ),
    [],
  );
  const blocker = useBlocker(unsaved.length > 0);
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (unsaved.length === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [unsaved.length]);
  useEffect(() => {
    if (blocker.state === 'blocked') stay.current?.focus();
  }, [blocker.state]);

  return (
    <UnsavedChanges.Provider value={report}>
      {children}
      {blocker.state === 'blocked' && (
        <div
          role="alertdialog"
          aria-label="Unsaved changes"
          aria-describedby="unsaved-question"
          className="leave-prompt"
        >
          <p id="unsaved-question">
            Your changes to the {list.format(unsaved)} are not saved. Leave this page and lose them?
          </p>
          <button type="button" ref={stay} className="primary" onClick={blocker.reset}>
            Stay on this page
          </button>
          <button type="button" className="danger" onClick={blocker.proceed}>
            Leave without saving
          </button>
        </div>
      )}
    </UnsavedChanges.Provider>
  );
}
