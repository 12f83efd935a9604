# The two commands of the README: `make site` builds the example site, `make test` runs every test.
SWIFT ?= swift
PYTHON ?= python3

.PHONY: site test swift-test python-test benchmark clean

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
	$(PYTHON) -m pytest -q Tests/SchemaTests Tests/ConsumerTests Tests/BrowserTests

clean:
	rm -rf .build output
