// The page script of walkthrough.yml's `analytics:`, linked before the pager's only where it is
// set: it makes the pager's lifecycle events (walkthrough:event) and sends them on where its
// data-data-layer and data-endpoint say. The build bundles it into one classic script
// (assets/walkthrough-analytics.HASH.js). `window.walkthroughAnalytics` is its handle
// (`destroy()`), with `mount(parts)`, which starts it again with other parts (a test's clock and ids).
import { browserParts, createEventStore, newId } from './pager/browser-parts.js';
import { deliverEvents } from './analytics/deliver-events.js';
import { followPager } from './analytics/follow-pager.js';

const settings = { dataLayer: 'dataLayer' in document.currentScript.dataset, endpoint: document.currentScript.dataset.endpoint || null };
const root = document.querySelector('.walkthrough');

/**
 * Follows the pager and sends its events on, with `parts` (the browser's, and `newId()`); returns
 * a handle whose `destroy()` sends what is pending and stops.
 */
function mount(parts) {
  const events = createEventStore(parts);
  if (root) followPager(root, parts, events);
  return deliverEvents(settings, parts, events);
}

window.walkthroughAnalytics = { ...mount({ ...browserParts(window), newId }), mount };
