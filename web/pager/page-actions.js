// A page's own action (a page's `action:`): only walkthroughs with one get this module; the others'
// script has a pressPageAction that does nothing (BuiltInWebAssets.optionalModules).

/**
 * A page's action button: a cancellable walkthrough:action event; when no listener cancels it, the
 * host page of embed.js's dialog hears of it, `next` and `finish` do what the buttons do, open-url
 * navigates (the host page does, in the dialog), and the app's own ids do nothing more.
 */
export function pressPageAction(view, pager, moves, { address, parts }) {
  const { action, id: page } = pager.page;
  const detail = { id: action.id, page, url: action.url };
  const isHandled = () => {
    moves.showing.actionPressed(pager);
    return !view.root.dispatchEvent(new CustomEvent('walkthrough:action', { bubbles: true, cancelable: true, detail }));
  };
  let result = null;
  moves.move(() => {
    result = pager.performAction(isHandled);
    if (result !== 'handled') address.post({ type: 'walkthrough:action', detail });
  });
  if (result === 'open-url' && !address.isEmbedded) parts.location.assign(action.url);
}
