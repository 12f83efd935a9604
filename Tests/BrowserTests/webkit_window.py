#!/usr/bin/python3
"""The browser WebKitWebDriver starts for the WebKit tests: one WebKitGTK view filling a bare GTK
window of exactly the size asked for, without MiniBrowser's toolbar (whose minimum width is
447 px, wider than a phone).

    webkit_window.py --automation [--width=390] [--height=844] [--scale=1] [--no-javascript]
                     [--reduced-motion] [--dark] [--languages=fr-CA,en]

WebKitWebDriver passes --automation and what the test's options add. --scale sets GDK_SCALE (a
whole number: the device pixel ratio); --no-javascript ignores the page's own scripts while the
driver's still run (WebKit's `enable-javascript-markup`); --reduced-motion and --dark set the
GTK settings WebKit reads for `prefers-reduced-motion` and `prefers-color-scheme`; --languages sets
the user's languages in order (WebKitGTK shows pages the first in `navigator.languages`, as Safari
does; a script at the start of every document gives them the whole list, as Chromium does).

WebKit's driver has no log API, so a script at the start of every document (`COLLECTOR`) keeps
the page's errors in sessionStorage, where the tests read them. Runs with Debian's Python, which
has PyGObject (python3-gi) and WebKitGTK's introspection data (gir1.2-webkit2-4.1).
"""
import json
import os
import sys

OPTIONS = dict(argument[2:].split("=", 1) if "=" in argument else (argument[2:], "") for argument in sys.argv[1:])
os.environ["GDK_SCALE"] = OPTIONS.get("scale", "1")

import gi  # noqa: E402

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

# Script errors, failed loads and console.error of every document, kept in sessionStorage under
# ERRORS_KEY (and so across navigations within an origin).
COLLECTOR = """(() => {
  const key = 'walkthrough-test-errors';
  const keep = (text) => {
    try {
      const errors = JSON.parse(sessionStorage.getItem(key) || '[]');
      errors.push(text + ' (' + location.pathname + ')');
      sessionStorage.setItem(key, JSON.stringify(errors));
    } catch (e) { /* storage refused: an opaque origin */ }
  };
  // Only what a person would call broken: a <source> the media element skipped for the next one
  // (a format this engine does not play) is not, nor is a load the page abandoned as it left.
  let leaving = false;
  addEventListener('pagehide', () => { leaving = true; }, true);
  const isSkippedSource = (element) => element.localName === 'source' && !!element.nextElementSibling?.matches('source');
  addEventListener('error', (event) => {
    if (event.target === window) keep(event.message + ' at ' + event.filename + ':' + event.lineno);
    else if (!leaving && !isSkippedSource(event.target)) keep('failed to load ' + (event.target.currentSrc || event.target.src || event.target.href));
  }, true);
  addEventListener('unhandledrejection', (event) => keep('unhandled rejection: ' + event.reason));
  const error = console.error;
  console.error = (...parts) => { keep(parts.join(' ')); error.apply(console, parts); };
})();"""

WIDTH, HEIGHT = int(OPTIONS.get("width", 390)), int(OPTIONS.get("height", 844))
context = WebKit2.WebContext.new_ephemeral()
context.set_automation_allowed(True)
LANGUAGES = OPTIONS["languages"].split(",") if "languages" in OPTIONS else []
if LANGUAGES:
    context.set_preferred_languages(LANGUAGES)
scripts = WebKit2.UserContentManager()
scripts.add_script(WebKit2.UserScript.new(COLLECTOR, WebKit2.UserContentInjectedFrames.ALL_FRAMES,
                                          WebKit2.UserScriptInjectionTime.START, None, None))
# WebKitGTK, like Safari, gives pages only the first of the user's languages; with more, a script
# at the start of every document gives navigator.languages the whole list, as Chromium and Firefox do.
if len(LANGUAGES) > 1:
    scripts.add_script(WebKit2.UserScript.new(
        "Object.defineProperty(Navigator.prototype, 'languages', { get: () => %s });" % json.dumps(LANGUAGES),
        WebKit2.UserContentInjectedFrames.ALL_FRAMES, WebKit2.UserScriptInjectionTime.START, None, None))
gtk_settings = Gtk.Settings.get_default()
gtk_settings.set_property("gtk-enable-animations", "reduced-motion" not in OPTIONS)
gtk_settings.set_property("gtk-application-prefer-dark-theme", "dark" in OPTIONS)


def on_create_web_view(_session):
    view = WebKit2.WebView(web_context=context, user_content_manager=scripts, is_controlled_by_automation=True)
    view.get_settings().set_enable_javascript_markup("no-javascript" not in OPTIONS)
    # Composited in software, as WebKit does without a GPU: Xvfb has none, and WebKit's GL path
    # through Mesa's llvmpipe takes four times the CPU for the same pages (layout, scripts and
    # events are the same either way).
    view.get_settings().set_hardware_acceleration_policy(WebKit2.HardwareAccelerationPolicy.NEVER)
    window = Gtk.Window()
    window.set_default_size(WIDTH, HEIGHT)
    window.add(view)
    view.connect("close", lambda _view: window.destroy())
    window.show_all()
    return view


def on_automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("walkthrough-webkit-window")
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect("create-web-view", on_create_web_view)


context.connect("automation-started", on_automation_started)
Gtk.main()
