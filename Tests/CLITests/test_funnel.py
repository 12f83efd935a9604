"""`build-site funnel` and `build-site storyboard --events` on an export of lifecycle events: a
known mix of 1,000 showings (600 complete, 250 skip at page 2, 150 close the tab on page 3) gives
exactly those counts, malformed lines are reported by number and skipped, and the storyboard
draws the figures under each page of the version it shows."""
import json
import re
import subprocess

from site_support import ROOT


def event(name, showing, version, page=None, reason=None, walkthrough="onboarding"):
    fields = {"schema": "walkthrough-event/1", "name": name, "walkthrough_id": walkthrough, "manifest_version": version, "locale": "en",
              "runtime": "web", "instance_id": showing, "at": "2026-12-03T12:00:00.000Z"}
    if reason:
        fields["reason"] = reason
    if page is not None:
        fields |= {"page_id": f"p{page}", "page_index": page, "page_count": 3}
    return json.dumps(fields)


def known_mix(version, walkthrough="onboarding"):
    lines = []
    for number in range(1000):
        showing = f"s{number}"
        pages = [0, 1] if 600 <= number < 850 else [0, 1, 2]
        lines.append(event("walkthrough_shown", showing, version, walkthrough=walkthrough))
        lines += [event("page_viewed", showing, version, page, walkthrough=walkthrough) for page in pages]
        if number < 600:
            lines.append(event("walkthrough_completed", showing, version, 2, walkthrough=walkthrough))
        elif number < 850:
            lines.append(event("walkthrough_dismissed", showing, version, 1, "skip", walkthrough=walkthrough))
    return lines


def test_the_funnel_of_a_known_mix_prints_exactly_its_counts_and_skips_malformed_lines_by_number(build_site, tmp_path):
    lines = known_mix("0123456789ab")
    lines.insert(3, "{not json")
    lines.insert(10, '{"name": "page_viewed"}')
    (tmp_path / "events.ndjson").write_text("\n".join(lines) + "\n")
    result = subprocess.run([str(build_site), "funnel", str(tmp_path / "events.ndjson")], capture_output=True, text=True)
    assert result.returncode == 0
    assert result.stdout.splitlines()[0] == "onboarding 0123456789ab en: 1000 showings, 600 completed (60 %), 250 dismissed (25 %)"
    assert re.search(r"^  3 +p2 +750 \(75 %\) +600 \(60 %\) +0 \(0 %\)$", result.stdout, re.MULTILINE), result.stdout
    assert re.search(r"^  2 +p1 +1000 \(100 %\) +0 \(0 %\) +250 \(25 %\)$", result.stdout, re.MULTILINE), result.stdout
    assert result.stderr.splitlines() == [f"{tmp_path / 'events.ndjson'}:4: skipped: not a JSON object",
                                          f"{tmp_path / 'events.ndjson'}:11: skipped: no 'schema', which every event has"]
    figures = json.loads(subprocess.run([str(build_site), "funnel", str(tmp_path / "events.ndjson"), "--format", "json"],
                                        capture_output=True, text=True, check=True).stdout)
    assert [(page["page_index"], page["reached"], page["completed"], page["dismissed"]) for page in figures[0]["pages"]] == [
        (0, 1000, 0, 0), (1, 1000, 0, 250), (2, 750, 600, 0)]
    missing = subprocess.run([str(build_site), "funnel", str(tmp_path / "none.ndjson")], capture_output=True, text=True)
    assert missing.returncode == 3 and "cannot read" in missing.stderr


def test_the_storyboard_draws_the_funnel_of_the_version_it_shows_under_each_page(build_site, tmp_path):
    content = tmp_path / "content"
    content.mkdir()
    (content / "walkthrough.yml").write_text("id: onboarding\n")
    for number in range(3):
        (content / f"0{number + 1}-p{number}.md").write_text(f"---\nheading: Page {number + 1}\n---\nText.\n")
    subprocess.run([str(build_site), "--content", str(content), "--output", str(tmp_path / "output"), "--quiet"], check=True)
    version = json.loads((tmp_path / "output" / "manifest.json").read_text())["version"]
    lines = known_mix(version) + known_mix("ffffffffffff")[:40]
    (tmp_path / "events.ndjson").write_text("\n".join(lines) + "\n")
    subprocess.run([str(build_site), "storyboard", "--content", str(content), "--output", str(tmp_path / "output"), "--events",
                    str(tmp_path / "events.ndjson"), "--quiet"], check=True)
    html = (tmp_path / "storyboard.html").read_text()
    assert "1000 showings: 600 completed (60 %), 250 dismissed (25 %)" in html
    assert re.findall(r'<span style="width:([\d.]+)%">', html) == ["100.0", "100.0", "75.0"]
    assert "250 dismissed here\u00a0(25\u00a0%)" in html and "600 completed here" in html
    assert "also holds 8 showings of other versions" in html
