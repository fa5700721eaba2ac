/** Tools for the tests of an app that uses sitekit. */
export { ManualClock } from './manual-clock.js';
