// The manifest contract: a walkthrough's manifest.json read field by field and then by the rules
// between fields, as the Swift and JVM libraries read it, so that no runtime shows a manifest the
// build would never write. Errors name the field at fault, with the same paths as theirs.
import { isSafeLink } from './links.js';

/** The oldest and newest `schemaVersion` this reader reads, as the Swift and JVM libraries do. */
export const OLDEST_SCHEMA_VERSION = 1;
export const SUPPORTED_SCHEMA_VERSION = 4;

/** Why a manifest was refused: `path` names the field (`locales.fr.pages[2].heading`, '' for the file). */
export class ManifestError extends Error {
  constructor(path, reason) {
    super(path ? `${path}: ${reason}` : reason);
    this.name = 'ManifestError';
    this.path = path;
    this.reason = reason;
  }
}

/**
 * The manifest in `source` (its text, or its bytes as an ArrayBuffer or Uint8Array, which must be
 * UTF-8), checked field by field and then by the rules between fields, as a frozen object with the
 * manifest's own keys and the defaults of older schema versions filled in (`kind`, `audience`,
 * `layout`, each page's `layout`, `imageFocus` and `video`, and an image's `variants`). Throws a
 * ManifestError.
 */
export function parseManifest(source) {
  const manifest = readManifest(new Fields(parseJSON(source), ''));
  checkContract(manifest);
  return deepFreeze(manifest);
}

// JSON as the other runtimes read it: strict (JSON.parse is), UTF-8, a byte-order mark allowed, no
// lone surrogate (which Swift and the JVM refuse).
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function parseJSON(source) {
  let text = source;
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(source);
    } catch {
      throw new ManifestError('', 'not valid JSON: not UTF-8');
    }
  } else if (typeof source !== 'string') {
    throw new ManifestError('', 'expected the manifest\'s text or bytes');
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''), (key, value) => {
      if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value))) throw new SyntaxError('a lone surrogate');
      return value;
    });
  } catch (error) {
    throw new ManifestError('', `not valid JSON: ${error.message}`);
  }
}

function owns(object, key) {
  return Object.prototype.hasOwnProperty.call(object, key);
}

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One JSON object of a manifest, read field by field: each read checks the type and names the path. */
class Fields {
  constructor(object, path) {
    if (!isObject(object)) throw new ManifestError(path, 'expected an object');
    this.value = object;
    this.here = path;
  }

  path(key) { return this.here ? `${this.here}.${key}` : key; }

  error(key, reason) { return new ManifestError(this.path(key), reason); }

  has(key) { return owns(this.value, key) && this.value[key] !== null; }

  required(key, expected) {
    if (!owns(this.value, key)) throw this.error(key, 'missing');
    if (this.value[key] === null) throw this.error(key, `expected ${expected}, found null`);
    return this.value[key];
  }

  typed(key, expected, isValid) {
    const value = this.required(key, expected);
    if (!isValid(value)) throw this.error(key, `expected ${expected}`);
    return value;
  }

  string(key) { return this.typed(key, 'a string', (value) => typeof value === 'string'); }

  integer(key) { return this.typed(key, 'an integer', Number.isSafeInteger); }

  bool(key) { return this.typed(key, 'a boolean', (value) => typeof value === 'boolean'); }

  number(key) { return this.typed(key, 'a number', Number.isFinite); }

  object(key) { return new Fields(this.typed(key, 'an object', isObject), this.path(key)); }

  optionalString(key) { return this.has(key) ? this.string(key) : null; }

  optionalInteger(key) { return this.has(key) ? this.integer(key) : null; }

  /** The object read by `read`, or null when the field is absent or null. */
  optionalObject(key, read) { return this.has(key) ? read(this.object(key)) : null; }

  /** One of `words`. */
  choice(key, words) {
    const word = this.string(key);
    if (!words.includes(word)) throw this.error(key, `expected one of ${words.join(', ')}, found '${word}'`);
    return word;
  }

  /** An array of objects, each read by `read`. */
  list(key, read) {
    const items = this.typed(key, 'an array', Array.isArray);
    return items.map((item, index) => {
      const path = `${this.path(key)}[${index}]`;
      if (item === null) throw new ManifestError(path, 'expected an object, found null');
      return read(new Fields(item, path));
    });
  }

  /** A mapping of objects by key, each read by `read`, in key order. */
  mapping(key, read) {
    const mapping = this.object(key);
    return Object.fromEntries(mapping.keys().map((name) => [name, read(mapping.object(name))]));
  }

  /** A mapping of strings by key, in key order. */
  strings(key) {
    const mapping = this.object(key);
    return Object.fromEntries(mapping.keys().map((name) => [name, mapping.string(name)]));
  }

  keys() { return Object.keys(this.value).sort(); }
}

const KINDS = ['onboarding', 'whats-new'];
const AUDIENCES = ['new', 'upgrading', 'everyone'];
const LAYOUTS = ['stacked', 'background'];

function readManifest(fields) {
  const schemaVersion = fields.integer('schemaVersion');
  if (schemaVersion < OLDEST_SCHEMA_VERSION || schemaVersion > SUPPORTED_SCHEMA_VERSION) {
    throw fields.error('schemaVersion', `${schemaVersion} is not supported; this library reads versions ${OLDEST_SCHEMA_VERSION} to ${SUPPORTED_SCHEMA_VERSION}`);
  }
  const id = fields.string('id');
  const version = fields.string('version');
  // Version 1 manifests have neither kind nor audience.
  const kind = fields.has('kind') ? fields.choice('kind', KINDS) : 'onboarding';
  const audience = fields.has('audience') ? fields.choice('audience', AUDIENCES) : (kind === 'onboarding' ? 'new' : 'upgrading');
  return {
    schemaVersion, id, version, kind, audience,
    layout: fields.has('layout') ? fields.choice('layout', LAYOUTS) : 'stacked',
    defaultLocale: fields.string('defaultLocale'),
    behavior: readBehavior(fields.object('behavior')),
    seen: readSeen(fields.object('seen')),
    continueURL: fields.optionalString('continueURL'),
    tint: fields.string('tint'),
    locales: fields.mapping('locales', readLocale),
  };
}

function readBehavior(fields) {
  const wrap = fields.bool('wrap');
  const skip = fields.choice('skip', ['finish', 'last-page']);
  const restart = fields.required('restart', 'true, false or "always"');
  if (typeof restart !== 'boolean' && restart !== 'always') throw fields.error('restart', 'expected true, false or "always"');
  return {
    wrap, skip, restart,
    hideControlsOnLastPage: fields.bool('hideControlsOnLastPage'),
    orientation: fields.choice('orientation', ['horizontal', 'vertical']),
    transition: fields.choice('transition', ['slide', 'fade']),
    pageSpacing: fields.integer('pageSpacing'),
  };
}

function readSeen(fields) {
  return { key: fields.string('key'), reshow: fields.choice('reshow', ['never', 'on-change']) };
}

function readLocale(fields) {
  const direction = fields.choice('direction', ['ltr', 'rtl']);
  const title = fields.string('title');
  const name = fields.optionalString('name');
  const labels = fields.object('labels');
  return {
    direction, title, name,
    labels: Object.fromEntries(['next', 'skip', 'done', 'restart', 'back'].map((key) => [key, labels.string(key)])),
    pages: fields.list('pages', readPage),
  };
}

function readPage(fields) {
  const page = {
    index: fields.integer('index'),
    id: fields.string('id'),
    heading: fields.string('heading'),
    subheading: fields.optionalString('subheading'),
    image: fields.optionalObject('image', readImage),
    background: fields.optionalString('background'),
  };
  const body = fields.object('body');
  page.body = { html: body.string('html'), text: body.string('text') };
  page.data = fields.strings('data');
  page.since = fields.optionalString('since');
  page.action = fields.optionalObject('action', (action) => ({ id: action.string('id'), label: action.string('label'), url: action.optionalString('url') }));
  // Manifests before schema version 3 have neither.
  page.layout = fields.has('layout') ? fields.choice('layout', LAYOUTS) : 'stacked';
  page.imageFocus = fields.optionalObject('imageFocus', readFocus);
  // Manifests before schema version 4 have none.
  page.video = fields.optionalObject('video', readVideo);
  return page;
}

function readVideo(fields) {
  return {
    poster: readImage(fields.object('poster')),
    variants: fields.list('variants', (variant) => ({
      src: variant.string('src'), width: variant.integer('width'), height: variant.integer('height'),
      format: variant.string('format'), codec: variant.string('codec'), bytes: variant.integer('bytes'),
    })),
  };
}

function readImage(fields) {
  return {
    src: fields.string('src'),
    width: fields.optionalInteger('width'),
    height: fields.optionalInteger('height'),
    alt: fields.string('alt'),
    dark: fields.optionalObject('dark', (dark) => ({
      src: dark.string('src'), width: dark.optionalInteger('width'),
      height: dark.optionalInteger('height'), variants: readVariants(dark),
    })),
    variants: readVariants(fields),
  };
}

// Manifests written before variants existed have none.
function readVariants(fields) {
  return fields.has('variants')
    ? fields.list('variants', (variant) => ({ src: variant.string('src'), width: variant.integer('width'), height: variant.integer('height'), format: variant.string('format') }))
    : [];
}

function readFocus(fields) {
  const focus = { x: fields.number('x'), y: fields.number('y') };
  if (!(focus.x >= 0 && focus.x <= 100 && focus.y >= 0 && focus.y <= 100)) throw new ManifestError(fields.here, 'percentages from 0 to 100 expected');
  return focus;
}

// The rules between fields, in the order the Swift and JVM libraries apply them.
function checkContract(manifest) {
  checkSchemaVersion(manifest);
  const reference = owns(manifest.locales, manifest.defaultLocale) ? manifest.locales[manifest.defaultLocale] : null;
  if (!reference) throw new ManifestError('defaultLocale', `'${manifest.defaultLocale}' is not one of the locales`);
  if (manifest.continueURL !== null && !isSafeLink(manifest.continueURL)) throw new ManifestError('continueURL', notALink(manifest.continueURL));
  for (const locale of Object.keys(manifest.locales).sort()) {
    const { pages } = manifest.locales[locale];
    const path = `locales.${locale}.pages`;
    const count = reference.pages.length;
    if (pages.length !== count) throw new ManifestError(path, `${pages.length === 1 ? '1 page' : `${pages.length} pages`}, the default locale has ${count}`);
    pages.forEach((page, position) => checkPage(manifest, pages, position, `${path}[${position}]`, reference.pages[position].id));
  }
}

function checkPage(manifest, pages, position, path, expectedID) {
  const page = pages[position];
  if (page.index !== position) throw new ManifestError(`${path}.index`, `${page.index}, where pages are numbered 0…n−1 and this is ${position}`);
  const first = pages.findIndex((other) => other.id === page.id);
  if (first !== position) throw new ManifestError(`${path}.id`, `'${page.id}' is page ${first}'s id too`);
  if (page.id !== expectedID) throw new ManifestError(`${path}.id`, `'${page.id}', where the default locale has '${expectedID}'`);
  if (manifest.kind === 'whats-new' && page.since === null) throw new ManifestError(`${path}.since`, 'a whats-new page needs the version that brought it');
  if (page.since !== null && !/^[0-9]{1,9}\.[0-9]{1,9}(\.[0-9]{1,9})?$/.test(page.since)) throw new ManifestError(`${path}.since`, `'${page.since}' is not MAJOR.MINOR[.PATCH]`);
  if (page.action?.url != null && !isSafeLink(page.action.url)) throw new ManifestError(`${path}.action.url`, notALink(page.action.url));
  if (page.layout === 'background' && page.image === null && page.video === null) throw new ManifestError(`${path}.image`, 'a background page needs a picture');
  if (page.image !== null && page.video !== null) throw new ManifestError(`${path}.image`, 'a page with a clip has no image; its picture is the clip\'s poster');
  const files = [...page.image ? filesOf(page.image, 'image') : [], ...page.video ? filesOf(page.video.poster, 'video.poster') : [],
    ...(page.video?.variants ?? []).map((variant, i) => [`video.variants[${i}].src`, variant.src])];
  const unsafe = files.find(([, file]) => !isSafeLink(file));
  if (unsafe) throw new ManifestError(`${path}.${unsafe[0]}`, notALink(unsafe[1]));
}

// The files a picture names, each with its path under `key`: image.src, image.variants[0].src, …
function filesOf(image, key) {
  return [[`${key}.src`, image.src], ...image.dark ? [[`${key}.dark.src`, image.dark.src]] : [],
    ...image.variants.map((variant, i) => [`${key}.variants[${i}].src`, variant.src]),
    ...(image.dark?.variants ?? []).map((variant, i) => [`${key}.dark.variants[${i}].src`, variant.src])];
}

// A key (or value) of a newer schema than the manifest's schemaVersion says.
function checkSchemaVersion(manifest) {
  const version = manifest.schemaVersion;
  const newer = (path, keyVersion) => new ManifestError(path, `a key of schema version ${keyVersion}; this manifest says ${version}`);
  if (version < 2 && manifest.kind !== 'onboarding') throw newer('kind', 2);
  if (version < 3 && manifest.layout !== 'stacked') throw newer('layout', 3);
  if (version < 3 && manifest.behavior.restart === 'always') throw newer('behavior.restart', 3);
  for (const locale of Object.keys(manifest.locales).sort()) {
    const { pages } = manifest.locales[locale];
    pages.forEach((page, position) => {
      const path = `locales.${locale}.pages[${position}]`;
      if (version < 2 && page.since !== null) throw newer(`${path}.since`, 2);
      if (version < 2 && page.action !== null) throw newer(`${path}.action`, 2);
      if (version < 3 && page.layout !== 'stacked') throw newer(`${path}.layout`, 3);
      if (version < 3 && page.imageFocus !== null) throw newer(`${path}.imageFocus`, 3);
      if (version < 4 && page.video !== null) throw newer(`${path}.video`, 4);
    });
  }
}

function notALink(text) {
  return `'${text}' is not an https:, http: or relative URL`;
}

function deepFreeze(value) {
  if (typeof value === 'object' && value !== null) Object.values(value).forEach(deepFreeze);
  return Object.freeze(value);
}
