import { Link } from '../../lib/router';

/** Where the platform's checkout sends the shopper after paying. */
export function ThankYouPage() {
  return (
    <section className="narrow">
      <h1>Thank you for your order</h1>
      <p>The checkout is complete. A confirmation is on its way.</p>
      <p>
        <Link to="/">Keep shopping</Link>
      </p>
    </section>
  );
}
