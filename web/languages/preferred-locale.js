// The pager's language switch: on the default locale's page of a walkthrough in several languages,
// the page in the language the visitor's browser prefers, by the rule every runtime applies.
import { negotiateLocale } from '../rules/locales.js';

// A query word that says the visitor, embed.js's dialog or the storyboard chose the page's language.
const CHOSEN = ['lang', 'embed', 'preview'];

/**
 * The address of this walkthrough's page in the locale that best serves `languages` (the visitor's,
 * `navigator.languages`) when it is not this page's, with `location`'s search and hash; null to
 * stay: the visitor chose a language (the switch's links say `?lang=`), the page is in embed.js's
 * dialog (`?embed`) or the storyboard (`?preview`), or this page's language serves best. The
 * walkthrough's locales are the page's `<link rel="alternate" hreflang>`s.
 */
export function preferredLocalePage(document, location, languages) {
  const query = new URLSearchParams(location.search);
  if (CHOSEN.some((word) => query.has(word))) return null;
  const here = document.documentElement.lang;
  const pages = {};
  document.querySelectorAll('link[rel=alternate][hreflang]').forEach((link) => { pages[link.hreflang] = link.href; });
  const chosen = negotiateLocale({ defaultLocale: here, locales: { ...pages, [here]: '' } }, languages);
  return chosen === here ? null : pages[chosen] + location.search + location.hash;
}
