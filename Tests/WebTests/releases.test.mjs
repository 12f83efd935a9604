// The shared release scenarios (Tests/Fixtures/scenarios/releases), run against the web's release
// rule and seen record: what Swift's SeenStore.pagesToShow and the JVM's show and store.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  createPager, decodeSeenRecord, encodeSeenRecord, formatAppVersion, pagesToShow, parseAppVersion, reasonNotShown, seenRecordOnShowing,
} from './rules.mjs';
import { fixtureFolder, manifestOf } from './fixtures.mjs';

const SCENARIOS = fixtureFolder('scenarios/releases');

function storedRecord(stored, manifest) {
  if (!stored) return null;
  const version = stored.sameContent === false ? 'ffffffffffff' : manifest.version;
  return decodeSeenRecord(encodeSeenRecord({ version, outcome: 'done', at: '2026-01-01T00:00:00.000Z', appVersion: stored.appVersion }));
}

for (const [name, scenario] of SCENARIOS) {
  test(`release scenario ${name}: ${scenario.description}`, () => {
    const pages = scenario.pages.map((page, index) => ({ index, id: page.id, since: page.since ?? null }));
    const manifest = manifestOf({ pages, kind: scenario.kind, audience: scenario.audience, reshow: scenario.reshow });
    const current = parseAppVersion(scenario.current);
    let seen = storedRecord(scenario.stored, manifest);

    const shown = pagesToShow(manifest, ['en'], { current, seen });
    assert.equal(shown.length ? null : reasonNotShown(manifest, { current, seen }), scenario.expect.notShown ?? null, 'why nothing shows');
    const recorded = seenRecordOnShowing(manifest, { current, seen });
    if (recorded) seen = { version: manifest.version, outcome: recorded.outcome, at: '2026-01-02T00:00:00.000Z', appVersion: recorded.appVersion };

    assert.deepEqual(shown.map((page) => page.id), scenario.expect.pages);
    assert.deepEqual(shown.map((page) => page.index), shown.map((_, index) => index), 'numbered 0…n−1');
    assert.equal(seen?.appVersion ?? null, scenario.expect.stored);
    if (shown.length) {
      const pager = createPager(manifest, ['en'], shown);
      pager.goTo(pager.pageCount - 1);
      pager.next();
      seen = { version: manifest.version, outcome: pager.outcome, at: '2026-01-03T00:00:00.000Z', appVersion: formatAppVersion(current) };
      assert.deepEqual(pagesToShow(manifest, ['en'], { current, seen }), [], 'nothing shows again at the same version');
    }
  });
}

test('the release scenarios cover every kind and audience', () => {
  assert.ok(SCENARIOS.length >= 15);
  assert.deepEqual(new Set(SCENARIOS.map(([, scenario]) => scenario.kind)), new Set(['onboarding', 'whats-new']));
  assert.deepEqual(new Set(SCENARIOS.map(([, scenario]) => scenario.audience)), new Set(['new', 'upgrading', 'everyone']));
});

test('without an app version the seen record alone decides, over every page', () => {
  const pages = [{ index: 0, id: 'a', since: '9.0' }, { index: 1, id: 'b', since: null }];
  const manifest = manifestOf({ pages, kind: 'whats-new', audience: 'upgrading' });
  assert.deepEqual(pagesToShow(manifest, 'en', {}).map((page) => page.id), ['a', 'b']);
  const seen = { version: manifest.version, outcome: 'done', at: '2026-01-01T00:00:00.000Z', appVersion: null };
  assert.deepEqual(pagesToShow(manifest, 'en', { seen }), []);
  assert.equal(seenRecordOnShowing(manifest, { seen }), null);
});
