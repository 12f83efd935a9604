// The links a manifest may hold (continueURL, an action's url, a picture's src), and where a
// relative one leads.

/**
 * True for the links the build writes: `https:`, `http:` with a host, or relative; no other scheme,
 * no `//host`, no white space of any script, control or direction characters, quotes, angle
 * brackets or backslashes. By code point, as the Swift and JVM libraries read it.
 */
export function isSafeLink(text) {
  if (typeof text !== 'string' || text === '' || [...text].some(isForbiddenInLinks)) return false;
  const lower = text.toLowerCase();
  for (const scheme of ['https://', 'http://']) {
    if (lower.startsWith(scheme)) return lower.length > scheme.length && lower[scheme.length] !== '/';
  }
  if (lower.startsWith('//')) return false;
  const beforePath = lower.split(/[/?#]/, 1)[0];
  return !beforePath.includes(':');
}

/**
 * The absolute URL of `path` (an image's src) in the manifest fetched from `manifestURL`: RFC 3986
 * resolution, dot segments never above the root, what a URL cannot hold percent-encoded as UTF-8.
 */
export function resolvedURL(path, manifestURL) {
  return new URL(path, manifestURL).href;
}

const FORBIDDEN_IN_LINKS = [[0, 0x20], [0x22, 0x22], [0x3C, 0x3C], [0x3E, 0x3E], [0x5C, 0x5C], [0x7F, 0xA0], [0x1680, 0x1680],
  [0x2000, 0x200F], [0x2028, 0x202F], [0x205F, 0x206F], [0x3000, 0x3000], [0xFEFF, 0xFEFF]];

function isForbiddenInLinks(character) {
  const code = character.codePointAt(0);
  return FORBIDDEN_IN_LINKS.some(([first, last]) => code >= first && code <= last);
}
