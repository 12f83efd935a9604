// The shared manifest fixtures (Tests/Fixtures/manifests), run against the web's rules: what the
// Swift and JVM libraries accept, refuse (naming the same field), choose and store.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  ManifestError, bestClipVariant, bestVariant, compareAppVersions, decodeSeenRecord, encodeSeenRecord, formatAppVersion,
  isSafeLink, localized, negotiateLocale, parseAppVersion, parseManifest, resolvedLocale, resolvedURL,
} from './rules.mjs';
import { fixture, fixtureText } from './fixtures.mjs';

const DECODING = fixture('manifests/decoding.json');
const BASE = fixtureText(`manifests/${DECODING.manifest}`);

/** What `parseManifest` makes of `text`: the manifest, or ['error', path, reason]. */
function parsed(text) {
  try {
    return parseManifest(text);
  } catch (error) {
    assert.ok(error instanceof ManifestError, String(error));
    return ['error', error.path, error.reason];
  }
}

test('every manifest of the invalid set is refused, naming its field', () => {
  const { files } = fixture('manifests/invalid/expected.json');
  const names = Object.keys(files).sort();
  assert.ok(names.length >= 17);
  for (const name of names) {
    const result = parsed(fixtureText(`manifests/invalid/${name}`));
    assert.deepEqual(result.slice?.(0, 2), ['error', files[name].path], name);
  }
});

test('a broken copy of the shared manifest names the field and the reason as Swift and the JVM do', () => {
  assert.ok(DECODING.malformed.length >= 15);
  for (const broken of DECODING.malformed) {
    const text = BASE.replace(broken.original, broken.replacement);
    assert.notEqual(text, BASE, broken.description);
    const [word, path, reason] = parsed(text);
    assert.equal(word, 'error', `accepted: ${broken.description}`);
    assert.equal(path, broken.path, broken.description);
    if ('reason' in broken) assert.equal(reason, broken.reason, broken.description);
  }
});

test('the forms every runtime accepts read as they do in Swift and the JVM', () => {
  assert.ok(DECODING.accepted.length >= 2);
  for (const form of DECODING.accepted) {
    assert.equal(parsed(BASE.replace(form.original, form.replacement)).behavior?.pageSpacing, form.pageSpacing, form.description);
  }
});

test('a locale falls back as in Swift and the JVM', () => {
  const manifest = parseManifest(BASE);
  assert.ok(DECODING.fallback.length >= 5);
  for (const [asked, expected] of DECODING.fallback) assert.equal(resolvedLocale(manifest, asked), expected, asked);
});

test('the user\'s languages pick the locale locale-negotiation.json names, as in Swift and the JVM', () => {
  const { cases } = fixture('manifests/locale-negotiation.json');
  assert.ok(cases.length >= 30, 'the shared file holds the cases the design names');
  for (const { locales, preferences, expect, why } of cases) {
    const manifest = { defaultLocale: locales[0], locales: Object.fromEntries(locales.map((tag) => [tag, { title: tag }])) };
    assert.equal(negotiateLocale(manifest, preferences), expect, `${JSON.stringify(preferences)} on ${locales}: ${why}`);
    assert.equal(localized(manifest, preferences).title, expect, why);
  }
});

test('bytes that are not UTF-8 and values that are not a manifest are refused as the whole file', () => {
  for (const source of [new Uint8Array([0x7B, 0xFF, 0x7D]), '[]', 'null', '"{}"', '{']) {
    assert.deepEqual(parsed(source).slice(0, 2), ['error', ''], String(source));
  }
});

test('app versions parse, print and compare as app-versions.json says', () => {
  const versions = fixture('manifests/app-versions.json');
  for (const [text, shortest] of versions.valid) assert.equal(formatAppVersion(parseAppVersion(text)), shortest, text);
  for (const text of versions.malformed) assert.equal(parseAppVersion(text), null, JSON.stringify(text));
  for (const [before, after] of versions.ordered) {
    assert.ok(compareAppVersions(parseAppVersion(before), parseAppVersion(after)) < 0, `${before} < ${after}`);
    assert.ok(compareAppVersions(parseAppVersion(after), parseAppVersion(before)) > 0, `${after} > ${before}`);
  }
  for (const [a, b] of versions.equal) assert.equal(compareAppVersions(parseAppVersion(a), parseAppVersion(b)), 0, `${a} = ${b}`);
  assert.ok(versions.valid.length >= 5 && versions.malformed.length >= 10 && versions.ordered.length >= 4);
});

test('bestVariant picks what the shared cases say, light and dark alike', () => {
  const { image, cases } = fixture('manifests/best-variant.json');
  assert.ok(cases.length >= 5);
  for (const wanted of cases) {
    for (const picture of [image, { src: image.src, variants: image.variants }]) {
      assert.equal(bestVariant(picture, wanted.pointWidth, wanted.scale, wanted.formats)?.src ?? null, wanted.expect, JSON.stringify(wanted));
    }
  }
  assert.equal(bestVariant({ src: 'a.svg', variants: [] }, 320, 3, ['png']), null);
});

test('a clip\'s bestClipVariant picks what the shared cases say, by codec family', () => {
  const { video, cases } = fixture('manifests/clip-variant.json');
  assert.ok(cases.length >= 5);
  for (const wanted of cases) {
    assert.equal(bestClipVariant(video, wanted.pointWidth, wanted.scale, wanted.codecs)?.src ?? null, wanted.expect, JSON.stringify(wanted));
  }
});

test('the seen record has the bytes every runtime writes, and reads back whichever wrote it', () => {
  const records = fixture('manifests/seen-records.json');
  assert.ok(records.records.length >= 3);
  for (const { version, outcome, at, appVersion, stored } of records.records) {
    assert.equal(encodeSeenRecord({ version, outcome, at, appVersion }), stored);
    assert.deepEqual(decodeSeenRecord(stored), { version, outcome, at, appVersion });
  }
  for (const { stored, version, outcome, appVersion } of records.alsoRead) {
    assert.deepEqual({ ...decodeSeenRecord(stored), at: undefined }, { version, outcome, appVersion, at: undefined });
  }
  assert.ok(records.unreadable.length >= 3);
  for (const stored of records.unreadable) assert.equal(decodeSeenRecord(stored), null, stored);
});

test('the shared links are safe or unsafe as links.json says', () => {
  const links = fixture('manifests/links.json');
  assert.ok(links.safe.length >= 5 && links.unsafe.length >= 10);
  for (const link of links.safe) assert.equal(isSafeLink(link), true, JSON.stringify(link));
  for (const link of links.unsafe) assert.equal(isSafeLink(link), false, JSON.stringify(link));
});

test('a manifest\'s paths resolve against where it came from as url-resolution.json says', () => {
  const { cases } = fixture('manifests/url-resolution.json');
  assert.ok(cases.length >= 10);
  for (const { base, path, expect } of cases) assert.equal(resolvedURL(path, base), expect, `${path} against ${base}`);
});
