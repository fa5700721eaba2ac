/** What a member form's server answered besides its fields' problems: a failure, or a notice. */
export interface FormOutcomeMessages {
  failure?: string;
  notice?: string;
}

export function FormOutcome({ failure, notice }: FormOutcomeMessages) {
  return (
    <>
      {failure && (
        <p className="status status-error" role="alert">
          {failure}
        </p>
      )}
      {notice && (
        <p className="status status-success" role="status">
          {notice}
        </p>
      )}
    </>
  );
}
