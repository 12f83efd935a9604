// Which file of a picture or a clip to load for a view of a given size: the rule of every runtime's
// bestVariant (Tests/Fixtures/manifests/best-variant.json and clip-variant.json).

/**
 * The variant of `image` (a manifest's image, or its `dark`) to load in a view `pointWidth` CSS
 * pixels wide on a screen of `scale` device pixels per CSS pixel: in the first of `formats` (`avif`,
 * `webp`, …) the image has, the narrowest variant at least `pointWidth × scale` pixels wide, else
 * the widest; null when none is in a supported format (then load `src`).
 */
export function bestVariant(image, pointWidth, scale, formats) {
  return preferredVariant(image.variants, formats, (variant) => variant.format, pointWidth * scale);
}

/**
 * The variant of `video` (a page's clip) to play in a view `pointWidth` CSS pixels wide at `scale`:
 * in the first of `codecs` (codec families: `av01`, `avc1`) the clip has, the narrowest at least
 * `pointWidth × scale` pixels wide, else the widest; null when it has none (then show the poster).
 */
export function bestClipVariant(video, pointWidth, scale, codecs) {
  return preferredVariant(video.variants, codecs, (variant) => variant.codec.split('.')[0], pointWidth * scale);
}

function preferredVariant(variants, groups, groupOf, needed) {
  for (const wanted of groups) {
    const candidates = variants.filter((variant) => groupOf(variant) === wanted).sort((a, b) => a.width - b.width);
    if (candidates.length) return candidates.find((variant) => variant.width >= needed) || candidates[candidates.length - 1];
  }
  return null;
}
