// The reader's languages, on every page of a walkthrough in several, before the pager's script: on
// the default locale's page it sends a visitor whose browser prefers another of the walkthrough's
// languages to that page (the #page-N kept); on every page it ranks the languages that serve the
// reader for the language control (<html data-reader-locales>). All by the locale rule every
// runtime applies; a visitor who chose a language stays. The build bundles it into one classic
// script (assets/walkthrough-languages.HASH.js).
import { preferredLocalePage, readerLocales } from './languages/preferred-locale.js';

const languages = navigator.languages || [navigator.language];
document.documentElement.dataset.readerLocales = readerLocales(document, languages).join(' ');
const page = preferredLocalePage(document, location, languages);
if (page) {
  // No frame of this language while the other page loads.
  document.documentElement.style.visibility = 'hidden';
  location.replace(page);
}
