import { Form } from 'react-router';
import { FormOutcome, type FormOutcomeMessages } from '../../components/account/FormOutcome';
import { InputField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormBusy } from '../../hooks/useFormBusy';
import type { FieldErrors } from '../../lib/form-values';
import { Link } from '../../lib/router';

interface RegisterPageProps {
  /** The server's answer to the last post: what was typed (never the password) and what went wrong. */
  result?: FormOutcomeMessages & { firstName?: string; lastName?: string; email?: string; errors?: FieldErrors };
}

export function RegisterPage({ result }: RegisterPageProps) {
  const busy = useFormBusy();
  const errors = result?.errors ?? {};
  return (
    <section className="narrow">
      <h1>Create an account</h1>
      <Form method="post" className="card" noValidate aria-label="Create an account">
        <div className="field-row">
          <InputField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            defaultValue={result?.firstName}
            error={{ message: errors.firstName }}
          />
          <InputField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            defaultValue={result?.lastName}
            error={{ message: errors.lastName }}
          />
        </div>
        <InputField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={result?.email}
          error={{ message: errors.email }}
        />
        <InputField
          label="Password"
          hint="At least 6 characters."
          name="password"
          type="password"
          autoComplete="new-password"
          error={{ message: errors.password }}
        />
        <SubmitButton busy={busy} label="Create account" busyLabel="Creating your account…" />
        <FormOutcome failure={result?.failure} notice={result?.notice} />
        <p>
          Already a member? <Link to="/account/login">Log in</Link>
        </p>
      </Form>
    </section>
  );
}
