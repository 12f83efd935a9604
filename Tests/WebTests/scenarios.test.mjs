// The shared pager scenarios (Tests/Fixtures/scenarios), run against the web's pager rules: the
// states Swift's Pager and the JVM's reach, and the pager in Chromium and WebKit.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createPager } from './rules.mjs';
import { fixtureFolder, manifestOf } from './fixtures.mjs';

const SCENARIOS = fixtureFolder('scenarios');

function pagerFor(scenario) {
  const pages = Array.from({ length: scenario.pageCount }, (_, index) => ({
    index, id: `page-${index + 1}`, action: scenario.pageActions?.[index] ?? null,
  }));
  const pager = createPager(manifestOf({ pages, behavior: scenario.options }), ['en']);
  pager.goTo(scenario.start);
  return pager;
}

function perform(pager, action, handledByApp) {
  if (action === 'press-action') return pager.performAction((pressed) => handledByApp.includes(pressed.id));
  const go = /^go (-?\d+)$/.exec(action);
  if (go) return pager.goTo(Number(go[1]));
  const move = { next: 'next', back: 'back', skip: 'skip', restart: 'restart', 'swipe-forward': 'swipeForward', 'swipe-back': 'swipeBack' }[action];
  assert.ok(move, `unknown scenario action '${action}'`);
  return pager[move]();
}

function stateOf(pager, actionResult) {
  return {
    index: pager.index,
    primaryLabel: pager.isLastPage ? 'done' : 'next',
    skipVisible: pager.isSkipVisible,
    backVisible: pager.isBackVisible,
    restartVisible: pager.isRestartVisible,
    controlsHidden: pager.areControlsHidden,
    outcome: pager.outcome,
    ...(actionResult === undefined ? {} : { actionResult }),
  };
}

for (const [name, scenario] of SCENARIOS) {
  test(`scenario ${name}: ${scenario.description}`, () => {
    const pager = pagerFor(scenario);
    assert.equal(pager.index, scenario.start);
    scenario.steps.forEach((step, number) => {
      const result = perform(pager, step.action, scenario.handledByApp ?? []);
      assert.deepEqual(stateOf(pager, step.action === 'press-action' ? result : undefined), step.expect, `step ${number + 1}: ${step.action}`);
    });
  });
}

test('the primary label is the done label on the last page and the next label elsewhere', () => {
  const pages = [{ index: 0, id: 'a' }, { index: 1, id: 'b' }];
  const pager = createPager(manifestOf({ pages }), 'en');
  assert.equal(pager.primaryLabel, 'Next');
  pager.next();
  assert.equal(pager.primaryLabel, 'Get Started');
});

test('the scenarios cover page actions and every option', () => {
  assert.ok(SCENARIOS.length >= 25);
  assert.ok(SCENARIOS.filter(([, scenario]) => scenario.pageActions).length >= 5);
  for (const option of ['wrap', 'hideControlsOnLastPage']) assert.ok(SCENARIOS.some(([, scenario]) => scenario.options[option]), option);
  assert.deepEqual(new Set(SCENARIOS.map(([, scenario]) => String(scenario.options.restart))), new Set(['true', 'false', 'always']));
});
