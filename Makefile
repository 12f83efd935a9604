# The two commands of the README: `make site` builds the example site, `make test` runs every test.
SWIFT ?= swift
PYTHON ?= python3

FUZZ_SECONDS ?= 60
PREFIX ?= /usr/local
# One file to copy to any machine with the same system libraries: the Swift runtime and Foundation
# linked in; libc and libcmark from the system, and libvips, which it loads when it makes image
# variants (a fully static executable cannot load libvips, of which Debian ships no static build).
# On Linux it is linked at a fixed address (no PIE): its loader then has no 76,000 relocations to
# apply, which halves the time it takes to start, a tenth of a rebuild that finds nothing to do.
STATIC_FLAGS := --static-swift-stdlib $(if $(filter Linux,$(shell uname -s)),-Xswiftc -Xclang-linker -Xswiftc -no-pie)
STATIC_BUILD := .build/static

.PHONY: site test swift-test python-test fuzz sanitizers release install release-test benchmark clean

site:
	@scripts/ensure-dependencies.sh
	$(SWIFT) run build-site

test:
	@scripts/ensure-dependencies.sh --test
	$(MAKE) swift-test python-test

swift-test:
	$(SWIFT) build
	$(SWIFT) test

python-test:
	$(PYTHON) -m pytest -q Tests/SchemaTests Tests/ConsumerTests Tests/ReliabilityTests Tests/CLITests Tests/BrowserTests

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

# The installable build-site, at $(STATIC_BUILD)/release/build-site.
release:
	@scripts/ensure-dependencies.sh
	$(SWIFT) build -c release --product build-site $(STATIC_FLAGS) --build-path $(STATIC_BUILD)

install: release
	install -D -m 755 -s $(STATIC_BUILD)/release/build-site $(DESTDIR)$(PREFIX)/bin/build-site

# A plain `swift build -c release` and `make release` both link, and both binaries build the example.
release-test:
	@scripts/ensure-dependencies.sh
	scripts/test-release-builds.sh

clean:
	rm -rf .build output
