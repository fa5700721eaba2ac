export { createCheckout, type CheckoutModule } from './checkout.js';
