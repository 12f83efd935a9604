// The shared lifecycle-event scenarios (Tests/Fixtures/scenarios/events), run against the web's
// rules: each step emits these events, to the byte, as Swift and the JVM emit them (runtime aside).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createPager, createShowing, notShownEvent } from './rules.mjs';
import { fixtureFolder, manifestOf } from './fixtures.mjs';

const SCENARIOS = fixtureFolder('scenarios/events');
const MOVES = { next: 'next', back: 'back', skip: 'skip', restart: 'restart', 'swipe-forward': 'swipeForward', 'swipe-back': 'swipeBack' };

/**
 * A pager as `scenario` sets it up, the parts of a showing of it (its clock at `now.millis`, its
 * ids the scenario's), and its events in `emitted`; the showing is made by the first step that
 * needs one, so that a walkthrough not shown takes the first id.
 */
function setUp(scenario) {
  const pages = Array.from({ length: scenario.pageCount }, (_, index) => ({
    index, id: `page-${index + 1}`, action: scenario.pageActions?.[index] ?? null,
  }));
  const manifest = { ...manifestOf({ pages, behavior: scenario.options, version: scenario.walkthrough.version }), id: scenario.walkthrough.id };
  const pager = createPager(manifest, ['en']);
  pager.goTo(scenario.start);
  const now = { millis: 0 };
  const ids = [...scenario.instanceIds];
  const emitted = [];
  const parts = { manifest, locale: scenario.walkthrough.locale, runtime: 'web', clock: () => now.millis, newId: () => ids.shift() };
  let showing = null;
  return {
    manifest, pager, now, emitted, parts,
    get showing() { return showing || (showing = createShowing({ ...parts, emit: (event) => emitted.push(event) })); },
  };
}

function perform(run, step, handledByApp) {
  const { pager, emitted, parts, manifest } = run;
  if (step.action === 'not-shown') {
    const known = step.manifest === false ? { walkthroughId: manifest.id, manifest: null, locale: null } : { manifest };
    return emitted.push(notShownEvent({ ...parts, ...known }, step.reason));
  }
  const { showing } = run;
  if (step.action === 'show') return showing.shown(pager, step.trigger);
  if (step.action === 'close') return showing.closed(pager);
  if (step.action === 'press-action') {
    showing.actionPressed(pager);
    pager.performAction((action) => handledByApp.includes(action.id));
  } else {
    const go = /^go (\d+)$/.exec(step.action);
    if (go) pager.goTo(Number(go[1]));
    else pager[MOVES[step.action]]();
  }
  showing.moved(pager);
}

for (const [name, scenario] of SCENARIOS) {
  test(`event scenario ${name}: ${scenario.description}`, () => {
    const run = setUp(scenario);
    const start = Date.parse(scenario.clock.start);
    scenario.steps.forEach((step, number) => {
      run.now.millis = start + number * scenario.clock.stepMillis;
      run.emitted.length = 0;
      perform(run, step, scenario.handledByApp ?? []);
      const expected = step.emits.map((line) => line.replace('%RUNTIME%', 'web'));
      assert.deepEqual(run.emitted.map((event) => JSON.stringify(event)), expected, `step ${number + 1}: ${step.action}`);
    });
  });
}

test('the event scenarios cover every event, end reason and trigger', () => {
  const lines = SCENARIOS.flatMap(([, scenario]) => scenario.steps.flatMap((step) => step.emits.map((line) => JSON.parse(line))));
  const names = new Set(lines.map((event) => event.name));
  for (const name of ['walkthrough_shown', 'page_viewed', 'action_pressed', 'walkthrough_completed', 'walkthrough_dismissed', 'walkthrough_not_shown']) {
    assert.ok(names.has(name), name);
  }
  assert.deepEqual(new Set(lines.filter((event) => event.name === 'walkthrough_dismissed').map((event) => event.reason)), new Set(['skip', 'close']));
  assert.deepEqual(new Set(lines.filter((event) => event.name === 'walkthrough_shown').map((event) => event.trigger)),
    new Set(['first-launch', 'release', 'link', 'manual']));
});
