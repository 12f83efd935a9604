# The two commands of the README: `make site` builds the example site, `make test` runs every test.
SWIFT ?= swift
PYTHON ?= python3

FUZZ_SECONDS ?= 60

.PHONY: site test swift-test python-test fuzz sanitizers benchmark clean

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

clean:
	rm -rf .build output
