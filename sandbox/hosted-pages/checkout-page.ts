import type { Checkout, CheckoutLineItem } from '../../generated/types.gen.js';
import { errorBlock, hiddenInputs, page } from './html.js';
import { escapeHtml } from '../kernel/escape-html.js';
import type { MessageLink } from './message-page.js';

export interface CheckoutPageOptions {
  checkout: Checkout;
  /** Where "Place order" posts, with the redirect session that opened the page. */
  action: string;
  redirectSessionId: string;
  /** Why the order could not be placed, in plain words. */
  refusals?: string[];
  /** The headless site's pages to go back to. */
  links: MessageLink[];
}

/** The hosted store checkout: what is bought, the total, and "Place order". */
export function checkoutPage({
  checkout,
  action,
  redirectSessionId,
  refusals = [],
  links,
}: CheckoutPageOptions): string {
  const lines = checkout.lineItems ?? [];
  const rows = lines.map(lineRow).join('\n');
  const refusal = refusals.length > 0 ? errorBlock(`This order cannot be placed: ${refusals.join(' ')}`) : '';
  return page(
    'Checkout',
    `<h1>Checkout</h1>
${refusal}
<table class="lines">
<thead><tr><th scope="col">Item</th><th scope="col" class="number">Qty</th><th scope="col" class="number">Price</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="2">Total</th><td class="number" data-total>${escapeHtml(checkout.priceSummary?.total?.formattedAmount ?? '')}</td></tr></tfoot>
</table>
<form method="post" action="${escapeHtml(action)}">
${hiddenInputs({ redirectSessionId })}
<button type="submit">Place order</button>
</form>
<p>${links.map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`).join(' · ')}</p>
<p class="muted">The sandbox takes no payment: placing the order takes the items out of stock.</p>`,
  );
}

function lineRow(line: CheckoutLineItem): string {
  const name = line.productName?.original ?? 'Unknown item';
  const options = (line.descriptionLines ?? [])
    .map((d) => `${d.name?.original ?? ''}: ${d.plainText?.original ?? ''}`)
    .join(', ');
  const unit = line.price?.formattedAmount;
  return `<tr data-line-item>
<td><span class="item-name">${escapeHtml(name)}</span>${options ? `<br><span class="muted">${escapeHtml(options)}</span>` : ''}${
    unit ? `<br><span class="muted">${escapeHtml(unit)} each</span>` : ''
  }${availabilityNote(line)}</td>
<td class="number">${line.quantity ?? 1}</td>
<td class="number">${escapeHtml(line.lineItemPrice?.formattedAmount ?? '—')}</td>
</tr>`;
}

function availabilityNote(line: CheckoutLineItem): string {
  const { status, quantityAvailable } = line.availability ?? {};
  if (status === 'NOT_FOUND') return '<br><span class="error">No longer sold in this store</span>';
  if (status === 'NOT_AVAILABLE') return '<br><span class="error">Sold out</span>';
  if (status === 'PARTIALLY_AVAILABLE') return `<br><span class="error">Only ${quantityAvailable ?? 0} left</span>`;
  return '';
}
