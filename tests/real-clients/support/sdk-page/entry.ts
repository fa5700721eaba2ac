/**
 * The browser side of the platform-SDK page: the platform's `@wix/sdk`, bundled as a site's bundler would, with the
 * page's `fetch` sending the SDK's platform calls to the sandbox named in `window.sdkPageConfig`.
 */
import { OAuthStrategy } from '@wix/sdk';
import { fetchToSandbox } from '../fetch-to-sandbox.js';

export interface SdkPageConfig {
  sandboxUrl: string;
  clientId: string;
}

export type MemberAuth = ReturnType<typeof OAuthStrategy>;

const { sandboxUrl, clientId } = window.sdkPageConfig;
window.fetch = fetchToSandbox(sandboxUrl, window.fetch.bind(window));
window.memberAuth = () => OAuthStrategy({ clientId });
