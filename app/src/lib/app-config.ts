/** What the app's pages need to know about the platform it talks to: nothing secret, it is sent to the browser. */
export interface AppConfig {
  apiUrl: string;
  clientId: string;
}
