// The pager's page script: the build bundles this file and what it imports into one classic script
// (assets/walkthrough.HASH.js), which mounts the pager on the page's .walkthrough.
// `window.walkthroughPager` is the mounted pager's handle (`destroy()`, `close()`), with the browser's `parts`
// (and `newId()`, the lifecycle events' showing id) it was mounted with and `mount(root, parts)`, which mounts one again, with those or others (a
// test's, which count what is added).
import { browserParts, newId } from './pager/browser-parts.js';
import { mountPager } from './pager/mount-pager.js';

const root = document.querySelector('.walkthrough');
if (root) {
  const parts = { ...browserParts(window), newId };
  const handle = mountPager(root, parts);
  window.walkthroughPager = { destroy: () => handle.destroy(), close: () => handle.close(), mount: mountPager, parts };
}
