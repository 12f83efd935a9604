// Lifecycle events (docs/specification.md, "Lifecycle events"): what one showing of a walkthrough emits for an app's analytics,
// with the same names, fields, order and bytes as the Swift and JVM libraries
// (Tests/Fixtures/scenarios/events/).

export const EVENT_SCHEMA = 'walkthrough-event/1';

/**
 * The event `name` as every runtime writes it: the common fields, then `fields`, in this order
 * (`JSON.stringify` keeps it, so the bytes are the other runtimes'). `context` is `{ manifest,
 * locale, runtime, instanceId }`; `at` milliseconds since 1970.
 */
export function lifecycleEvent(name, { manifest, locale, runtime, instanceId }, at, fields = {}) {
  return {
    schema: EVENT_SCHEMA, name, walkthrough_id: manifest.id, manifest_version: manifest.version, locale, runtime,
    instance_id: instanceId, at: new Date(at).toISOString(), ...fields,
  };
}

/**
 * The `walkthrough_not_shown` event of a walkthrough that is not shown: `reason` is `seen`,
 * `audience`, `no-release-pages`, `invalid-manifest` or `no-manifest`. `manifest` may be null
 * (then `walkthroughId` names it and the version is null).
 */
export function notShownEvent({ manifest = null, walkthroughId = manifest?.id ?? null, locale = null, runtime, clock, newId }, reason) {
  const known = manifest || { id: walkthroughId, version: null };
  return lifecycleEvent('walkthrough_not_shown', { manifest: known, locale, runtime, instanceId: newId() }, clock(), { reason });
}

/**
 * One showing of a walkthrough in `locale`, reporting each event to `emit` as it happens:
 * `shown(pager, trigger)` (`first-launch`, `release`, `link`, `manual`), then after each move of
 * the pager `moved(pager)`, before an action button's `actionPressed(pager)`, and `closed(pager)`
 * when a close control (or the app) dismisses it. `clock()` gives milliseconds since 1970 and
 * `newId()` the showing's id; both are the app's to replace. After the end event nothing more.
 */
export function createShowing({ manifest, locale, runtime, clock, newId, emit }) {
  const context = { manifest, locale, runtime, instanceId: newId() };
  const seenPages = new Set();
  let shownAt = null;
  let shownIndex = -1;
  let hasEnded = false;
  const send = (name, fields) => emit(lifecycleEvent(name, context, clock(), fields));
  const viewed = (pager) => {
    shownIndex = pager.index;
    seenPages.add(pager.index);
    send('page_viewed', { page_id: pager.page.id, page_index: pager.index, page_count: pager.pageCount });
  };
  const end = (name, pager, leading) => {
    hasEnded = true;
    send(name, {
      ...leading, page_id: pager.page.id, page_index: pager.index, page_count: pager.pageCount,
      pages_viewed: seenPages.size, duration_ms: clock() - shownAt,
    });
  };
  return {
    shown(pager, trigger) {
      if (shownAt !== null) return;
      shownAt = clock();
      send('walkthrough_shown', { trigger });
      viewed(pager);
    },
    moved(pager) {
      if (shownAt === null || hasEnded) return;
      if (pager.index !== shownIndex) viewed(pager);
      if (pager.outcome === 'done') end('walkthrough_completed', pager, {});
      else if (pager.outcome === 'skipped') end('walkthrough_dismissed', pager, { reason: 'skip' });
    },
    actionPressed(pager) {
      if (shownAt === null || hasEnded || !pager.page.action) return;
      send('action_pressed', { action_id: pager.page.action.id, page_id: pager.page.id, page_index: pager.index });
    },
    closed(pager) {
      if (shownAt !== null && !hasEnded) end('walkthrough_dismissed', pager, { reason: 'close' });
    },
    get hasEnded() { return hasEnded; },
  };
}
