import { ThankYouPage } from '../pages/storefront/ThankYouPage';

export const meta = () => [{ title: 'Thank you for your order · Sitekit Store' }];

export default ThankYouPage;
