// The language control (walkthroughs in several locales; the others' script has a
// wireLanguageControl that does nothing, BuiltInWebAssets.optionalModules). The page's <details>
// opens and reaches every language without this; with it, the reader's preferred languages come
// first (as walkthrough-languages.js ranked them), the filter field works, Escape and a tap outside
// close it, the arrow keys move through the list without turning the page, and a language chosen
// opens in the same showing, at the same page.

const MOVES = { ArrowDown: 1, ArrowUp: -1 };
// The pager's keys, which leave the page where it is while the list is open (the filter field keeps its own).
const PAGER_KEYS = /^(Arrow|Home$|End$)/;

/**
 * Wires the language control in `root`, if any, with the browser's `parts`, through `events`
 * (an event store, so the pager's destroy() takes every listener away).
 */
export function wireLanguageControl(root, parts, events) {
  const control = root.querySelector('.walkthrough-language-control');
  if (!control) return;
  const summary = control.querySelector('summary');
  const list = control.querySelector('.walkthrough-language-list');
  const filter = control.querySelector('.walkthrough-language-filter');
  const links = () => [...list.querySelectorAll('a')].filter((link) => !link.parentElement.hidden);
  putPreferredFirst(list, (parts.document.documentElement.dataset.readerLocales || '').split(' '));
  const close = () => {
    control.open = false;
    summary.focus();
  };
  const onKeyDown = (event) => {
    if (!control.open || event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (MOVES[event.key]) {
      event.preventDefault();
      moveFocus(links(), event.target, MOVES[event.key], filter);
    } else if (PAGER_KEYS.test(event.key) && event.target !== filter) {
      event.preventDefault();
    }
  };
  const onOutsideClick = (event) => {
    if (control.open && !control.contains(event.target)) control.open = false;
  };
  // Focus that leaves the control closes it: the open panel would hide what the focus goes to.
  const onFocusOut = (event) => {
    if (control.open && event.relatedTarget && !control.contains(event.relatedTarget)) control.open = false;
  };
  // The links say only ?lang=; the address of this showing says more (?embed, ?preview, ?version=,
  // ?trigger=, #page-N), which the chosen language's page is to keep: given to every link when the
  // list opens (a middle click or a new tab takes it from there), and to the one clicked.
  const onOpen = () => {
    if (control.open) for (const link of list.querySelectorAll('a')) link.href = sameShowing(link.href, parts.location);
  };
  const onChoose = (event) => {
    const link = event.target.closest('a');
    if (link) link.href = sameShowing(link.href, parts.location);
  };
  // On the document, ahead of the pager's own key listener: the keys reach it wherever the focus is.
  events.listen(parts.document, 'keydown', onKeyDown);
  events.listen(parts.document, 'click', onOutsideClick);
  events.listen(control, 'focusout', onFocusOut);
  events.listen(control, 'toggle', onOpen);
  events.listen(list, 'click', onChoose);
  if (filter) {
    filter.hidden = false;
    events.listen(filter, 'input', () => showMatching(list, filter.value));
  }
}

// `href`, a language's page with its ?lang=, given the rest of `location`'s search and its #page-N.
function sameShowing(href, location) {
  const target = new URL(href);
  const params = new URLSearchParams(location.search);
  params.set('lang', target.searchParams.get('lang'));
  target.search = String(params);
  target.hash = location.hash;
  return target.href;
}

// The locales that serve the reader's languages (`tags`, in the order of those languages) before the rest.
function putPreferredFirst(list, tags) {
  const items = Object.fromEntries([...list.children].map((item) => [item.firstElementChild.hreflang, item]));
  tags.map((tag) => items[tag]).filter(Boolean).reverse().forEach((item) => list.prepend(item));
}

// Only the languages whose name, English name or tag holds `text`, case and accents aside.
function showMatching(list, text) {
  const wanted = folded(text.trim());
  for (const item of list.children) {
    const link = item.firstElementChild;
    item.hidden = !folded(link.textContent + ' ' + link.dataset.search).includes(wanted);
  }
}

const folded = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// Down and Up move through the filter field and the shown languages, round from either end.
function moveFocus(links, from, step, filter) {
  const stops = filter ? [filter, ...links] : links;
  (stops[stops.indexOf(from) + step] ?? stops.at(step > 0 ? 0 : -1))?.focus();
}
