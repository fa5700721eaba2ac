import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker, useLocation, useNavigate } from '../../lib/router';

interface Guard {
  /** Says whether `form` (its name in the warning, e.g. "details") holds edits not yet saved. */
  report(form: string, unsaved: boolean): void;
  /** Lets the next navigation through: a save has made the edits moot. */
  release(): void;
}

const UnsavedChanges = createContext<Guard>({ report: () => undefined, release: () => undefined });

/** Tells the surrounding guard whether `form` (its name in the warning, e.g. "details") holds edits not yet saved. */
export function useReportUnsaved(form: string, unsaved: boolean): void {
  const { report } = useContext(UnsavedChanges);
  useEffect(() => {
    report(form, unsaved);
    return () => report(form, false);
  }, [report, form, unsaved]);
}

/** Goes to `to` once a save has made the edits moot: the surrounding guard does not ask. */
export function useNavigateAfterSave(): (to: string) => void {
  const { release } = useContext(UnsavedChanges);
  const navigate = useNavigate();
  return useCallback(
    (to: string) => {
      release();
      void navigate(to);
    },
    [release, navigate],
  );
}

const list = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/**
 * Around an editor's forms: while one holds unsaved edits, leaving the page asks first (React Router's `useBlocker`,
 * docs/decisions.md#19). A link inside the app and the browser's Back and Forward buttons show a question with the
 * way to stay; closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [unsaved, setUnsaved] = useState<readonly string[]>([]);
  const report = useCallback<Guard['report']>(
    (form, edited) =>
      setUnsaved((forms) =>
        forms.includes(form) === edited ? forms : edited ? [...forms, form] : forms.filter((f) => f !== form),
      ),
    [],
  );
  // Read when a navigation starts, so a save's navigation passes before the form's state has caught up.
  const released = useRef(false);
  const release = useCallback(() => {
    released.current = true;
  }, []);
  const { key } = useLocation();
  useEffect(() => {
    released.current = false;
  }, [key]);
  const edited = unsaved.length > 0;
  const blocker = useBlocker(useCallback(() => edited && !released.current, [edited]));
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!edited) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [edited]);
  useEffect(() => {
    if (blocker.state === 'blocked') stay.current?.focus();
  }, [blocker.state]);
  const [guard] = useState<Guard>(() => ({ report, release }));

  return (
    <UnsavedChanges.Provider value={guard}>
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
