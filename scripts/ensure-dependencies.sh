#!/usr/bin/env bash
# Installs what building (and, with --test, testing) needs when it is missing:
# libcmark, libvips and ffmpeg for the build; with --jvm, org.json for the JVM library (`make jvm`); with --test,
# that, Node, JUnit 5, Chromium, chromedriver, WebKitGTK's driver, Xvfb, CJK fonts and the Python test packages.
# Safe to run repeatedly: it installs nothing that is already there.
set -euo pipefail

want_test=false
want_jvm=false
[ "${1:-}" = "--test" ] && want_test=true && want_jvm=true
[ "${1:-}" = "--jvm" ] && want_jvm=true

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
        echo "ensure-dependencies: need root to run: $*" >&2; exit 3; fi
}

apt_packages=()
# Adds Debian packages to the list to install, each once.
want() {
    local package
    for package in "$@"; do
        [[ " ${apt_packages[*]} " == *" $package "* ]] || apt_packages+=("$package")
    done
}
# The C libraries are found through pkg-config.
command -v pkg-config >/dev/null || want pkg-config
pkg-config --exists libcmark 2>/dev/null || want libcmark-dev
# libvips resizes and encodes the image variants; libheif with libaom writes AVIF.
pkg-config --exists vips 2>/dev/null || want libvips-dev
# The static build (make release) links FoundationXML's libxml2 with what it needs, as static libraries.
pkg-config --exists libxml-2.0 2>/dev/null || want libxml2-dev
pkg-config --exists liblzma 2>/dev/null || want liblzma-dev
# ffmpeg encodes pages' clips (AV1 with SVT-AV1, H.264 with x264), and its ffprobe checks them in the tests.
command -v ffmpeg >/dev/null || want ffmpeg
# The JVM library's one dependency, Android's own org.json, and the JDK to compile it with.
if $want_jvm; then
    [ -f /usr/share/java/com.android.json.jar ] || want libandroid-json-java
    [ -f /usr/share/java/org.jetbrains.annotations-java8.jar ] || want libjetbrains-annotations-java
    command -v javac >/dev/null || want openjdk-17-jdk-headless
fi
if $want_test; then
    # Kotlin callers of the JVM library: Debian's kotlinc (1.3) compiles them against the jar.
    command -v kotlinc >/dev/null || want kotlin
    # The web's rules run under Node's own test runner (node --test, Node 18 or later).
    command -v node >/dev/null || want nodejs
    [ -f /usr/share/java/junit-platform-console-standalone.jar ] || want junit5
    command -v chromium >/dev/null || want chromium
    command -v chromedriver >/dev/null || want chromium-driver
    # The layout tests measure Japanese, Chinese and Korean text set in real glyphs, as phones show it.
    fc-list :lang=ja 2>/dev/null | grep -q . || want fonts-noto-cjk
    # The many-locale tests set every other script a real app ships (Tamil, Thai, Ethiopic, Georgian…) in real glyphs.
    fc-list :lang=ta 2>/dev/null | grep -q . || want fonts-noto-core
    # WebKit (what iOS shows pages in): WebKitGTK's driver, a window of our own for it through
    # Debian's Python (Tests/BrowserTests/webkit_window.py), and an X server without a screen.
    command -v WebKitWebDriver >/dev/null || want webkit2gtk-driver
    command -v Xvfb >/dev/null || want xvfb
    /usr/bin/python3 -c 'import gi; gi.require_version("WebKit2", "4.1")' 2>/dev/null || want python3-gi gir1.2-webkit2-4.1
    # ICU's LocaleMatcher, the reference for language matching: scripts/generate-language-matching.py.
    /usr/bin/python3 -c 'import icu' 2>/dev/null || want python3-icu
fi
if [ ${#apt_packages[@]} -gt 0 ]; then
    if ! command -v apt-get >/dev/null; then
        echo "ensure-dependencies: missing ${apt_packages[*]}; install them with your package manager (macOS: brew install cmark vips ffmpeg)" >&2
        exit 3
    fi
    echo "ensure-dependencies: installing ${apt_packages[*]}" >&2
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${apt_packages[@]}" >/dev/null
fi

if $want_test; then
    python=${PYTHON:-python3}
    if ! "$python" -c 'import selenium, jsonschema, pytest, xdist, selenium_axe_python, PIL, translate.storage, babel' 2>/dev/null; then
        echo "ensure-dependencies: installing Python test packages" >&2
        "$python" -m pip install -q --disable-pip-version-check -r Tests/requirements.txt 2>&1 | grep -v "Running pip as the 'root' user" >&2 || true
        "$python" -c 'import selenium, jsonschema, pytest, xdist, selenium_axe_python, PIL, translate.storage, babel'
    fi
fi
