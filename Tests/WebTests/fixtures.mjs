// The shared fixture files of Tests/Fixtures, which the Swift and JVM tests read too.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FIXTURES = fileURLToPath(new URL('../Fixtures/', import.meta.url));

/** The JSON of `path` under Tests/Fixtures. */
export function fixture(path) {
  return JSON.parse(readFileSync(FIXTURES + path, 'utf8'));
}

/** The text of `path` under Tests/Fixtures. */
export function fixtureText(path) {
  return readFileSync(FIXTURES + path, 'utf8');
}

/** Every `.json` file of `folder` under Tests/Fixtures, by name, in name order; throws on a folder without one. */
export function fixtureFolder(folder) {
  const names = readdirSync(FIXTURES + folder).filter((name) => name.endsWith('.json')).sort();
  if (names.length === 0) throw new Error(`no fixture files in Tests/Fixtures/${folder}`);
  return names.map((name) => [name, fixture(`${folder}/${name}`)]);
}

/** A manifest as `parseManifest` returns it, of one locale (`en`), with `pages` and the given parts. */
export function manifestOf({ pages, behavior = {}, kind = 'onboarding', audience = 'new', reshow = 'never', version = '0123456789ab' }) {
  const labels = { next: 'Next', skip: 'Skip', done: 'Get Started', restart: 'Start again', back: 'Back' };
  return {
    schemaVersion: 4, id: 'fixture', version, kind, audience, layout: 'stacked', defaultLocale: 'en',
    behavior: { wrap: false, skip: 'finish', restart: false, hideControlsOnLastPage: false, orientation: 'horizontal', transition: 'slide', pageSpacing: 0, ...behavior },
    seen: { key: 'walkthrough.fixture.seen', reshow }, continueURL: null, tint: '#5856D6',
    locales: { en: { direction: 'ltr', title: 'Fixture', labels, pages } },
  };
}
