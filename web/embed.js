// embed.js: opens a walkthrough as a modal dialog over a page of the site, on the first visit.
//   <script src="/embed.js" data-walkthrough="whats-new" data-app-version="2.1" defer></script>
// data-app-version (optional) lets the walkthrough show only the releases this user has not seen.
// The build bundles this file and what it imports into one classic script, and writes the site's
// walkthroughs in place of the marker below (a site's own embed.js keeps it for the same).
// `window.walkthroughEmbeds[id]` is the dialog's handle (`destroy()`), with its `parts` (the host
// page's, and `newId()`) and `mount(parts)`, which mounts it again, with those or others.
import { hostPageParts, newId } from './pager/browser-parts.js';
import { mountEmbed } from './embed/mount-embed.js';

const script = document.currentScript;
const walkthroughs = __WALKTHROUGHS__;
const id = script.dataset.walkthrough || 'onboarding';
if (walkthroughs[id]) {
  const parts = { ...hostPageParts(window), newId };
  const mount = (mountedParts) => mountEmbed(script, id, walkthroughs[id], mountedParts);
  window.walkthroughEmbeds = { ...window.walkthroughEmbeds, [id]: { ...mount(parts), mount, parts } };
} else {
  console.warn('embed.js: no walkthrough "' + id + '"');
}
