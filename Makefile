# The two commands of the README: `make site` builds the example site, `make test` runs every test.
SWIFT ?= swift
PYTHON ?= python3

FUZZ_SECONDS ?= 60
PREFIX ?= /usr/local
# build-site as one file to copy anywhere: on Linux a fully static executable (the Swift runtime,
# Foundation and glibc linked in); elsewhere the Swift runtime linked in. Beside it goes its image
# encoder, build-site-vips, linked against the system's libvips (which has no static build).
# FoundationXML (the XLIFF reader of `translations import`) brings libxml2, whose static library
# needs ICU, zlib and liblzma, and ICU the C++ library: named here, as pkg-config gives them.
XML_STATIC_LIBS = $(foreach library,$(shell pkg-config --static --libs-only-l libxml-2.0) -lstdc++,-Xlinker $(library))
STATIC_FLAGS = --static-swift-stdlib $(if $(filter Linux,$(shell uname -s)),-Xswiftc -static-executable $(XML_STATIC_LIBS))
STATIC_BUILD := .build/static

.PHONY: site test swift-test web-test python-test built-ins jvm jvm-test fuzz sanitizers release install release-test benchmark clean

# `swift run build-site` builds build-site and, as its dependency, the image encoder beside it.
site:
	@scripts/ensure-dependencies.sh
	$(SWIFT) run build-site

test:
	@scripts/ensure-dependencies.sh --test
	$(MAKE) web-test swift-test jvm-test python-test

# What build-site carries of templates/, web/ and VERSION, as the Swift sources of BuiltInFiles
# (checked in): run after changing any of them; a Swift test fails until then.
built-ins:
	$(SWIFT) run generate-built-ins

# The web's rules (web/rules) under Node's own runner, against every shared fixture and scenario file,
# in seconds and without a browser; the browsers test what only a browser can (Tests/BrowserTests).
web-test:
	node --test Tests/WebTests/

# The build checks each import against Package.swift's dependencies, which keep the layers' order (ARCHITECTURE.md).
swift-test:
	$(SWIFT) build --explicit-target-dependency-import-check error
	$(SWIFT) test

# The JVM library (jvm/, for Android apps): compiled with every warning an error, packed without
# org.json, which Android has built in, and laid out as a Maven repository under .build/maven/.
# Its tests read the shared fixtures in Tests/Fixtures.
ORG_JSON ?= /usr/share/java/com.android.json.jar
# JetBrains' nullability and threading annotations: compile-only, not in the jar, not a dependency apps inherit.
ANNOTATIONS ?= /usr/share/java/org.jetbrains.annotations-java8.jar
JUNIT ?= /usr/share/java/junit-platform-console-standalone.jar
JVM_BUILD := .build/jvm
JAVAC := javac --release 17 -Xlint:all -Werror -encoding UTF-8

# Made again only when what it is made from changed, so the tests that ask for it (from several
# pytest workers at once) never find it half rewritten. Its last file is the pom's checksum.
JVM_SOURCES := $(shell find jvm/src/main/java -name '*.java')
JVM_VERSION := $(shell cat VERSION)
JVM_PACKED := .build/maven/io/github/walkthroughsite/walkthrough-manifest/$(JVM_VERSION)/walkthrough-manifest-$(JVM_VERSION).pom.sha256

jvm: $(JVM_PACKED)

$(JVM_PACKED): $(JVM_SOURCES) VERSION LICENSE jvm/pom.xml scripts/package-jvm.sh
	@scripts/ensure-dependencies.sh --jvm
	rm -rf $(JVM_BUILD)/classes && mkdir -p $(JVM_BUILD)
	$(JAVAC) -cp $(ORG_JSON):$(ANNOTATIONS) -d $(JVM_BUILD)/classes $(JVM_SOURCES)
	scripts/package-jvm.sh $(JVM_BUILD) $(ORG_JSON):$(ANNOTATIONS)

jvm-test: jvm
	@scripts/ensure-dependencies.sh --jvm
	rm -rf $(JVM_BUILD)/test-classes
	$(JAVAC) -cp $(JVM_BUILD)/walkthrough-manifest.jar:$(ORG_JSON):$(ANNOTATIONS):$(JUNIT) -d $(JVM_BUILD)/test-classes $$(find jvm/src/test/java -name '*.java')
	java -Dwalkthrough.fixtures=Tests/Fixtures -jar $(JUNIT) --disable-banner --details=summary --fail-if-no-tests \
		--class-path $(JVM_BUILD)/test-classes:$(JVM_BUILD)/walkthrough-manifest.jar:$(ORG_JSON) --scan-class-path

# Two workers per core (pytest-xdist), each test file on one worker: a browser test waits on the
# browser's frames and timers about half the time, which another worker's test fills (on 2 cores,
# 4 workers take the suite from 10 min 40 s to under 9 min). The cores are those the process may
# use: its affinity, or fewer under a container's CPU quota (scripts/usable-cpus.py).
PYTHON_WORKERS ?= $(shell echo $$(( 2 * $$($(PYTHON) scripts/usable-cpus.py) )))

python-test:
	$(PYTHON) -m pytest -q -n $(PYTHON_WORKERS) --dist loadfile Tests/SchemaTests Tests/ConsumerTests Tests/ReliabilityTests Tests/CLITests Tests/BrowserTests

# libFuzzer on the front-matter parser, the template engine, the image-size reader and the cache's JSON reader.
fuzz:
	@scripts/ensure-dependencies.sh
	scripts/fuzz.sh $(FUZZ_SECONDS)

# The Swift tests under AddressSanitizer and ThreadSanitizer.
sanitizers:
	@scripts/ensure-dependencies.sh
	# Leak checking stays off: XCTest and the Swift runtime leak at exit on Linux, which is not ours to fix.
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --sanitize=address --build-path .build/asan
	$(SWIFT) test --sanitize=thread --build-path .build/tsan

# The installable build-site and build-site-vips, in $(STATIC_BUILD)/release/.
release:
	@scripts/ensure-dependencies.sh
	BUILD_SITE_STATIC=1 $(SWIFT) build -c release --product build-site $(STATIC_FLAGS) --build-path $(STATIC_BUILD)
	$(SWIFT) build -c release --product build-site-vips --build-path $(STATIC_BUILD)/encoder
	cp $(STATIC_BUILD)/encoder/release/build-site-vips $(STATIC_BUILD)/release/build-site-vips

install: release
	install -D -m 755 -s $(STATIC_BUILD)/release/build-site $(DESTDIR)$(PREFIX)/bin/build-site
	install -D -m 755 -s $(STATIC_BUILD)/release/build-site-vips $(DESTDIR)$(PREFIX)/bin/build-site-vips

# A plain `swift build -c release` and `make release` both link, and both binaries build the example.
release-test:
	@scripts/ensure-dependencies.sh
	scripts/test-release-builds.sh

clean:
	rm -rf .build output
