// The language switch's page script, linked only from the default locale's page of a walkthrough
// in several languages, before the pager's: it sends a visitor whose browser prefers another of the
// walkthrough's languages to that page (the #page-N kept), by the locale rule every runtime
// applies; a visitor who chose a language in the switch stays. The build bundles it into one
// classic script (assets/walkthrough-languages.HASH.js).
import { preferredLocalePage } from './languages/preferred-locale.js';

const page = preferredLocalePage(document, location, navigator.languages || [navigator.language]);
if (page) {
  // No frame of this language while the other page loads.
  document.documentElement.style.visibility = 'hidden';
  location.replace(page);
}
