"""The layout on phones held sideways, tablets, desktops and at 200 % zoom: every locale × every
page of Tests/Fixtures/layout (as test_layout_phones.py), stacked and in the background layout,
checked by web/storyboard/layout-check.js (layout_checks.py)."""
import pytest

from layout_checks import STYLES, VIEWPORTS, problems_in_every_locale

SCREENS = [spec for spec in VIEWPORTS if not spec[0].startswith("phone")]


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("spec", SCREENS, ids=[spec[0] for spec in SCREENS])
def test_every_page_in_every_locale_keeps_the_layout_rules(screen, base_url, spec, style):
    found = problems_in_every_locale(screen, base_url, spec, style)
    assert found == [], f"{spec[0]}, {style}:\n" + "\n".join(found)
