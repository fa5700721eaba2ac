import type { MetaArgs } from 'react-router';
import { staticPageMeta } from '../lib/seo/static-page-heads';
import { ThankYouPage } from '../pages/storefront/ThankYouPage';

export const meta = (args: MetaArgs) => staticPageMeta('checkout/thank-you', args);

export default ThankYouPage;
