// The clips' page script, linked only from pages with a clip: the build bundles it into one classic
// script (assets/walkthrough-clips.HASH.js). `window.walkthroughClips` is the mounted player's handle
// (`destroy()`), with its `parts` and `mount(root, parts)`, as `window.walkthroughPager` has.
import { browserParts } from './pager/browser-parts.js';
import { mountClips } from './clips/mount-clips.js';

const root = document.querySelector('.walkthrough');
if (root?.querySelector('.walkthrough-clip')) {
  const parts = browserParts(window);
  window.walkthroughClips = { ...mountClips(root, parts), mount: mountClips, parts };
}
