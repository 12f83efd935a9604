// The reader's languages on a walkthrough in several: which of its pages serve them, by the rule
// every runtime applies. The walkthrough's locales are the page's <link rel="alternate" hreflang>s;
// the default locale's page is the one `hreflang="x-default"` names.
import { closestLocale, negotiateLocale } from '../rules/locales.js';

// A query word that says the visitor, embed.js's dialog or the storyboard chose the page's language.
const CHOSEN = ['lang', 'embed', 'preview'];

// The walkthrough's pages by locale tag.
function alternatePages(document) {
  const pages = {};
  document.querySelectorAll('link[rel=alternate][hreflang]').forEach((link) => {
    if (link.hreflang !== 'x-default') pages[link.hreflang] = link.href;
  });
  return pages;
}

const pagePath = (address) => new URL(address).pathname.replace(/index\.html$/, '');
const defaultPageLink = (document) => document.querySelector('link[rel=alternate][hreflang=x-default]');

/**
 * The walkthrough's locale tags that serve `languages` (the reader's, `navigator.languages`), in the
 * order of those languages, each once: the language control lists them first.
 */
export function readerLocales(document, languages) {
  const locales = alternatePages(document);
  const defaultPage = defaultPageLink(document);
  const defaultLocale = Object.keys(locales).find((tag) => defaultPage && locales[tag] === defaultPage.href);
  const served = languages.map((language) => closestLocale({ defaultLocale, locales }, [language]));
  return [...new Set(served.filter(Boolean))];
}

/**
 * The address of this walkthrough's page in the locale that best serves `languages` when this is
 * the default locale's page and that locale is another, with `location`'s search and hash; null to
 * stay: another locale's page (a link to it chose it), the visitor chose a language (the control's
 * links say `?lang=`), the page is in embed.js's dialog (`?embed`) or the storyboard (`?preview`),
 * or this page's language serves best.
 */
export function preferredLocalePage(document, location, languages) {
  const query = new URLSearchParams(location.search);
  const defaultPage = defaultPageLink(document);
  if (CHOSEN.some((word) => query.has(word)) || !defaultPage || pagePath(defaultPage.href) !== pagePath(location.href)) return null;
  const here = document.documentElement.lang;
  const pages = alternatePages(document);
  const chosen = negotiateLocale({ defaultLocale: here, locales: { ...pages, [here]: '' } }, languages);
  return chosen === here ? null : pages[chosen] + location.search + location.hash;
}
