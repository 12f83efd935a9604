// The page script of walkthrough.yml's `analytics:`, linked before the pager's only where it is
// set: it sends the pager's lifecycle events (walkthrough:event, which every walkthrough
// dispatches) on where its data-data-layer and data-endpoint say. The build bundles it into one
// classic script (assets/walkthrough-analytics.HASH.js). `window.walkthroughAnalytics` is its
// handle (`destroy()`), with `mount(parts)`, which starts it again with other parts (a test's).
import { browserParts, createEventStore } from './pager/browser-parts.js';
import { deliverEvents } from './analytics/deliver-events.js';

const settings = { dataLayer: 'dataLayer' in document.currentScript.dataset, endpoint: document.currentScript.dataset.endpoint || null };

/** Sends the page's events on, with `parts`; returns a handle whose `destroy()` sends what is pending and stops. */
function mount(parts) {
  return deliverEvents(settings, parts, createEventStore(parts));
}

window.walkthroughAnalytics = { ...mount(browserParts(window)), mount };
