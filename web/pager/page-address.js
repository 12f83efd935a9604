// The page's address, as the pager reads it: embed.js's dialog, the storyboard, the app's version.
import { parseAppVersion } from '../rules/app-versions.js';

/**
 * What the address asks: ?embed (inside embed.js's dialog), ?preview (the storyboard: no seen
 * flag, no leaving the page), ?version= (the app's version, for releases).
 */
export function readAddress(parts) {
  const params = new URLSearchParams(parts.location.search);
  const isEmbedded = params.has('embed') && parts.window.parent !== parts.window;
  return {
    params,
    isEmbedded,
    isPreview: params.has('preview'),
    current: parseAppVersion(params.get('version')),
    /** Tells embed.js's host page, when in its dialog. */
    post(message) {
      if (isEmbedded) parts.window.parent.postMessage(message, parts.location.origin === 'null' ? '*' : parts.location.origin);
    },
  };
}
