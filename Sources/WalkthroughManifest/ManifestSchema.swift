extension WalkthroughManifest {
    /// The JSON Schema (draft 2020-12) of `manifest.json`, published beside the manifests
    /// as `manifest.schema.json` so apps can validate manifests in their own CI.
    public static let jsonSchema = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "manifest.schema.json",
      "title": "Walkthrough manifest",
      "description": "One walkthrough's pages in every locale, and the pager rules every runtime follows.",
      "type": "object",
      "additionalProperties": false,
      "required": ["schemaVersion", "id", "version", "kind", "audience", "defaultLocale", "behavior", "seen", "continueURL", "tint", "locales"],
      "allOf": [
        {
          "description": "Every page of a whats-new walkthrough says the release that brought it.",
          "if": {"properties": {"kind": {"const": "whats-new"}}},
          "then": {"properties": {"locales": {"additionalProperties": {"properties": {"pages": {"items": {"properties": {"since": {"type": "string"}}}}}}}}}
        },
        {
          "description": "The keys and values of version 3 only in manifests of version 3: layout, each page's layout and imageFocus, restart \"always\".",
          "if": {"properties": {"schemaVersion": {"const": 2}}},
          "then": {
            "not": {"anyOf": [{"required": ["layout"]}, {"properties": {"behavior": {"properties": {"restart": {"const": "always"}}}}}]},
            "properties": {"locales": {"additionalProperties": {"properties": {"pages": {"items": {"not": {"anyOf": [{"required": ["layout"]}, {"required": ["imageFocus"]}]}}}}}}}
          }
        },
        {
          "description": "The key of version 4 only in manifests of version 4: each page's video.",
          "if": {"properties": {"schemaVersion": {"enum": [2, 3]}}},
          "then": {"properties": {"locales": {"additionalProperties": {"properties": {"pages": {"items": {"not": {"required": ["video"]}}}}}}}}
        }
      ],
      "properties": {
        "schemaVersion": {"enum": [2, 3, 4], "description": "2 added kind, audience and each page's since and action; 3 added layout, each page's layout and imageFocus (written only when not stacked) and restart \"always\"; 4 added each page's video (written only on pages with a clip). Each manifest is written in the oldest version that carries it, so one that uses nothing of 3 reads in 2. A reader of 4 reads 1 as an onboarding for new users, and 1 and 2 with stacked pages."},
        "id": {"$ref": "#/$defs/slug"},
        "version": {"type": "string", "pattern": "^[0-9a-f]{12}$", "description": "Hash of everything a user sees; changes when and only when the content does."},
        "kind": {"enum": ["onboarding", "whats-new"], "description": "onboarding shows until seen; whats-new shows the pages of the releases a user has not seen."},
        "audience": {"enum": ["new", "upgrading", "everyone"], "description": "new: only on a fresh install (no last seen app version); upgrading: only after an update; everyone: both."},
        "layout": {"$ref": "#/$defs/layout", "description": "The layout of pages that do not choose their own; absent means stacked."},
        "defaultLocale": {"$ref": "#/$defs/locale"},
        "behavior": {
          "type": "object",
          "additionalProperties": false,
          "required": ["wrap", "skip", "restart", "hideControlsOnLastPage", "orientation", "transition", "pageSpacing"],
          "properties": {
            "wrap": {"type": "boolean"},
            "skip": {"enum": ["finish", "last-page"]},
            "restart": {"enum": [false, true, "always"], "description": "Where Start again shows: nowhere, on the last page, or on every page (inert on page 1). It returns to page 1."},
            "hideControlsOnLastPage": {"type": "boolean"},
            "orientation": {"enum": ["horizontal", "vertical"]},
            "transition": {"enum": ["slide", "fade"]},
            "pageSpacing": {"type": "integer", "minimum": 0}
          }
        },
        "seen": {
          "type": "object",
          "additionalProperties": false,
          "required": ["key", "reshow"],
          "properties": {
            "key": {"type": "string", "minLength": 1},
            "reshow": {"enum": ["never", "on-change"]}
          }
        },
        "continueURL": {"oneOf": [{"type": "null"}, {"$ref": "#/$defs/link"}], "description": "Where Get Started, Skip and a seen visit lead on the web: https:, http: or site-relative."},
        "tint": {"$ref": "#/$defs/color"},
        "locales": {
          "type": "object",
          "minProperties": 1,
          "maxProperties": 200,
          "propertyNames": {"$ref": "#/$defs/locale"},
          "additionalProperties": {"$ref": "#/$defs/localizedWalkthrough"}
        }
      },
      "$defs": {
        "slug": {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$(?!\\n)", "maxLength": 255},
        "link": {"type": "string", "minLength": 1, "maxLength": 8000, "pattern": "^(?=[^\\u0000-\\u0020\"<>\\\\\\u007F-\\u00A0\\u1680\\u2000-\\u200F\\u2028-\\u202F\\u205F-\\u206F\\u3000\\uFEFF]+$(?!\\n))(?:[Hh][Tt][Tt][Pp][Ss]?://[^/]|(?!//)(?![^/?#]*:))", "description": "An https: or http: URL, or one relative to the site or the manifest; no other scheme, no //host, no white space, control characters, quotes, angle brackets or backslashes."},
        "locale": {"type": "string", "pattern": "^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$"},
        "layout": {"enum": ["stacked", "background"], "description": "stacked: the picture above the text, whole; background: the picture fills the page (cropped, never distorted) and the text lies over its bottom in white on a dark scrim."},
        "color": {"type": "string", "pattern": "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},
        "size": {"type": ["integer", "null"], "minimum": 0},
        "variants": {
          "type": "array",
          "description": "The image resized and re-encoded (absent in manifests made before variants); an app loads the narrowest at least as wide as its view in pixels, in the first format it supports.",
          "maxItems": 1000,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": ["src", "width", "height", "format"],
            "properties": {
              "src": {"$ref": "#/$defs/link"},
              "width": {"type": "integer", "minimum": 1},
              "height": {"type": "integer", "minimum": 1},
              "format": {"type": "string", "minLength": 1, "description": "avif, webp, png, jpeg or gif today; skip a variant of a format you do not know."}
            }
          }
        },
        "image": {
          "type": "object",
          "additionalProperties": false,
          "required": ["src", "width", "height", "alt", "dark"],
          "properties": {
            "src": {"$ref": "#/$defs/link"},
            "width": {"$ref": "#/$defs/size"},
            "height": {"$ref": "#/$defs/size"},
            "alt": {"type": "string", "description": "Empty when the image is decorative."},
            "variants": {"$ref": "#/$defs/variants"},
            "dark": {
              "oneOf": [
                {"type": "null"},
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": ["src", "width", "height"],
                  "properties": {
                    "src": {"$ref": "#/$defs/link"},
                    "width": {"$ref": "#/$defs/size"},
                    "height": {"$ref": "#/$defs/size"},
                    "variants": {"$ref": "#/$defs/variants"}
                  }
                }
              ]
            }
          }
        },
        "video": {
          "type": "object",
          "additionalProperties": false,
          "required": ["poster", "variants"],
          "description": "A short silent loop shown where the page's picture would be (the page's image is then null). Play the variant bestVariant chooses; show the poster until it plays, and instead of it under reduced motion or when no variant's codec plays.",
          "properties": {
            "poster": {"$ref": "#/$defs/image", "description": "The author's picture, or a frame of the clip; its alt describes the clip."},
            "variants": {
              "type": "array",
              "minItems": 1,
              "maxItems": 100,
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": ["src", "width", "height", "format", "codec", "bytes"],
                "properties": {
                  "src": {"$ref": "#/$defs/link"},
                  "width": {"type": "integer", "minimum": 1},
                  "height": {"type": "integer", "minimum": 1},
                  "format": {"type": "string", "minLength": 1, "maxLength": 20, "description": "The container: mp4 today."},
                  "codec": {"type": "string", "pattern": "^[A-Za-z0-9]{4}(\\.[A-Za-z0-9]+)*$(?!\\n)", "maxLength": 100, "description": "RFC 6381: av01.0.05M.08 (AV1), avc1.64001F (H.264); skip a variant whose family (before the first dot) you do not play."},
                  "bytes": {"type": "integer", "minimum": 1, "maximum": 1073741824}
                }
              }
            }
          }
        },
        "localizedWalkthrough": {
          "type": "object",
          "additionalProperties": false,
          "required": ["direction", "title", "labels", "pages"],
          "properties": {
            "direction": {"enum": ["ltr", "rtl"]},
            "title": {"type": "string"},
            "name": {"type": "string", "minLength": 1, "description": "The language's name as its speakers write it (suomi, 繁體中文), for an app's own language picker; written in walkthroughs in several languages, in any version (readers that predate it leave it out)."},
            "labels": {
              "type": "object",
              "additionalProperties": false,
              "required": ["next", "skip", "done", "restart", "back"],
              "properties": {
                "next": {"type": "string", "minLength": 1},
                "skip": {"type": "string", "minLength": 1},
                "done": {"type": "string", "minLength": 1},
                "restart": {"type": "string", "minLength": 1},
                "back": {"type": "string", "minLength": 1}
              }
            },
            "pages": {"type": "array", "minItems": 1, "maxItems": 1000, "items": {"$ref": "#/$defs/page"}}
          }
        },
        "page": {
          "type": "object",
          "additionalProperties": false,
          "required": ["index", "id", "heading", "subheading", "image", "background", "body", "data", "since", "action"],
          "if": {"required": ["layout"], "properties": {"layout": {"const": "background"}}},
          "then": {"required": ["imageFocus"], "anyOf": [{"properties": {"image": {"type": "object"}}}, {"required": ["video"]}], "description": "A background page has a picture (or a clip) and a focus."},
          "else": {"not": {"required": ["imageFocus"]}},
          "dependentSchemas": {"video": {"properties": {"image": {"type": "null"}}, "description": "A page with a clip has no image: its picture is the clip's poster."}},
          "properties": {
            "index": {"type": "integer", "minimum": 0},
            "id": {"$ref": "#/$defs/slug"},
            "heading": {"type": "string", "minLength": 1, "maxLength": 10000},
            "subheading": {"type": ["string", "null"]},
            "image": {"oneOf": [{"type": "null"}, {"$ref": "#/$defs/image"}]},
            "background": {"oneOf": [{"type": "null"}, {"$ref": "#/$defs/color"}]},
            "body": {
              "type": "object",
              "additionalProperties": false,
              "required": ["html", "text"],
              "properties": {"html": {"type": "string"}, "text": {"type": "string"}}
            },
            "data": {"type": "object", "additionalProperties": {"type": "string"}},
            "since": {
              "type": ["string", "null"],
              "pattern": "^[0-9]{1,9}\\.[0-9]{1,9}(\\.[0-9]{1,9})?$(?!\\n)",
              "description": "The app version (MAJOR.MINOR[.PATCH], compared numerically) whose release brought the page; set on every page of a whats-new walkthrough, null in onboarding."
            },
            "action": {
              "oneOf": [
                {"type": "null"},
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": ["id", "label", "url"],
                  "properties": {
                    "id": {"type": "string", "pattern": "^[a-z0-9-]+$", "description": "open-url, request-notifications, request-location, request-camera, sign-in, next, finish, or the app's own."},
                    "label": {"type": "string", "minLength": 1},
                    "url": {"oneOf": [{"type": "null"}, {"$ref": "#/$defs/link"}]}
                  }
                }
              ]
            },
            "layout": {"$ref": "#/$defs/layout", "description": "Absent means stacked."},
            "video": {"$ref": "#/$defs/video"},
            "imageFocus": {
              "description": "On a background page, the point of the picture kept in view when it is cropped, in percent of its width and height from the top left (CSS object-position); absent on stacked pages.",
              "type": "object",
              "additionalProperties": false,
              "required": ["x", "y"],
              "properties": {
                "x": {"type": "number", "minimum": 0, "maximum": 100},
                "y": {"type": "number", "minimum": 0, "maximum": 100}
              }
            }
          }
        }
      }
    }

    """#
}
