/**
 * Whether a visitor changed one of the form's controls before the page's scripts ran: a control's value against the
 * one the server's HTML gave it (`defaultValue`, `defaultChecked`, `defaultSelected`, which hydration leaves as they
 * were). Such a change reached no handler, so the page applies it once it is live.
 */
export function changedBeforeHydration(form: HTMLFormElement): boolean {
  return [...form.elements].some((control) => {
    if (control instanceof HTMLSelectElement) return [...control.options].some((o) => o.selected !== o.defaultSelected);
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      return control.checked !== control.defaultChecked;
    }
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      return control.value !== control.defaultValue;
    }
    return false;
  });
}

/** The address's query a GET form sends, without its empty fields: what the form's button would have loaded. */
export function formQuery(form: HTMLFormElement): string {
  const fields = [...new FormData(form)].filter((entry): entry is [string, string] => entry[1] !== '');
  return `?${new URLSearchParams(fields)}`;
}
