// App versions as every runtime reads them: MAJOR.MINOR[.PATCH], 1 to 9 ASCII digits each,
// compared numerically (2.10 after 2.9, 2.3 equal to 2.3.0), written in the shortest form.

const APP_VERSION = /^(\d{1,9})\.(\d{1,9})(?:\.(\d{1,9}))?$/;

/**
 * The version `text` names, as `{major, minor, patch}`; null for anything else (`v2.3`,
 * `2`, `2.3.1-beta`, `2.3.1.4`, digits of other scripts, white space), and for a value that is not
 * a string.
 */
export function parseAppVersion(text) {
  const parts = typeof text === 'string' ? APP_VERSION.exec(text) : null;
  return parts && { major: +parts[1], minor: +parts[2], patch: +(parts[3] || 0) };
}

/** Negative when `a` comes before `b`, 0 when they are equal (2.3 and 2.3.0), positive after. */
export function compareAppVersions(a, b) {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

/** `2.3` for a minor release, `2.3.1` for a patch release: the form the seen record stores. */
export function formatAppVersion(version) {
  return version.major + '.' + version.minor + (version.patch ? '.' + version.patch : '');
}
