// Which of a walkthrough's locales serves a user.

/**
 * The locale of `manifest` that best serves `preferences`, the user's languages in order of
 * preference (`navigator.languages`), or one tag: for each preference, the exact tag, then ever
 * shorter prefixes (`pt-BR` → `pt`); the first preference with a match wins; else the default
 * locale. Case-insensitive; `_` reads as `-`.
 */
export function negotiateLocale(manifest, preferences) {
  const tags = Object.keys(manifest.locales).sort();
  for (const preference of [].concat(preferences)) {
    const subtags = String(preference).replace(/_/g, '-').toLowerCase().split('-').filter(Boolean);
    for (; subtags.length > 0; subtags.pop()) {
      const found = tags.find((tag) => tag.toLowerCase() === subtags.join('-'));
      if (found) return found;
    }
  }
  return manifest.defaultLocale;
}

/** The one-tag form of `negotiateLocale`: `pt-BR` → `pt` → the default locale. */
export function resolvedLocale(manifest, identifier) {
  return negotiateLocale(manifest, [identifier]);
}

/** The pages, labels, title and direction of the locale that best serves `preferences`. */
export function localized(manifest, preferences) {
  return manifest.locales[negotiateLocale(manifest, preferences)];
}
