"""The layout on phones held upright, 320 to 430 px wide: every locale × every page of
Tests/Fixtures/layout (tall screenshots, a landscape picture, an SVG without a size, a page
without a picture, an 80-character heading, a body several screens long, German compound words,
French, Arabic, Japanese), stacked and in the background layout, checked by
web/storyboard/layout-check.js (layout_checks.py)."""
import pytest

from layout_checks import STYLES, VIEWPORTS, problems_in_every_locale

SCREENS = [spec for spec in VIEWPORTS if spec[0].startswith("phone")]


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("spec", SCREENS, ids=[spec[0] for spec in SCREENS])
def test_every_page_in_every_locale_keeps_the_layout_rules(screen, base_url, spec, style):
    found = problems_in_every_locale(screen, base_url, spec, style)
    assert found == [], f"{spec[0]}, {style}:\n" + "\n".join(found)
