// What sends a walkthrough's lifecycle events on, where walkthrough.yml's `analytics:` says:
// Google Tag Manager's data layer, and an endpoint that takes them in batches by sendBeacon.

// The events that end a showing: the batch goes out then, and at the latest when the page is hidden.
const ENDS = ['walkthrough_completed', 'walkthrough_dismissed', 'walkthrough_not_shown'];

/**
 * Sends every `walkthrough:event` of the page on, as `settings` says: `dataLayer` pushes
 * `{event: name, walkthrough: EVENT}` onto `window.dataLayer` (made when the page has none);
 * `endpoint` posts the events as a JSON array, each once, with `navigator.sendBeacon` when a
 * showing ends and when the page is hidden (`pagehide`: the tab closed, another page opened).
 * Returns a handle whose `destroy()` sends what is pending and removes its listeners (all those
 * `events` holds).
 */
export function deliverEvents(settings, parts, events) {
  const { window } = parts;
  let pending = [];
  const send = () => {
    if (!pending.length) return;
    // As text: sendBeacon sends text/plain to another origin without a preflight.
    window.navigator.sendBeacon(settings.endpoint, JSON.stringify(pending));
    pending = [];
  };
  const onEvent = ({ detail }) => {
    if (settings.dataLayer) (window.dataLayer = window.dataLayer || []).push({ event: detail.name, walkthrough: detail });
    if (!settings.endpoint) return;
    pending.push(detail);
    if (ENDS.includes(detail.name)) send();
  };
  events.listen(parts.document, 'walkthrough:event', onEvent);
  if (settings.endpoint) events.listen(window, 'pagehide', send);
  return {
    destroy() {
      if (settings.endpoint) send();
      events.clear();
    },
  };
}
