#!/usr/bin/env python3
"""Draws the example's clip, content/clips/shared-trips.mp4: a trip card on which a route draws
itself across a map while three friends join, as a 4-second loop at 30 frames a second.

The clip is committed; run this only to change it (needs Pillow and ffmpeg):
    python3 scripts/make-example-clip.py
"""
import math
import subprocess
from pathlib import Path

from PIL import Image, ImageDraw

WIDTH, HEIGHT, RATE, SECONDS = 720, 1280, 30, 4
OUTPUT = Path(__file__).resolve().parent.parent / "content" / "clips" / "shared-trips.mp4"
BACKGROUND, CARD, INK, MAP, WATER = (234, 244, 255), (255, 255, 255), (28, 28, 30), (221, 236, 214), (190, 220, 245)
TINT = (10, 132, 255)
FRIENDS = [((255, 159, 10), "A"), ((48, 209, 88), "M"), ((191, 90, 242), "J")]
PINS = [(190, 760), (360, 610), (540, 700)]


def ease(t):
    """0 → 1 with a soft start and end."""
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


def route_point(progress):
    """The point `progress` (0–1) along the route through the pins."""
    lengths = [math.dist(a, b) for a, b in zip(PINS, PINS[1:])]
    left = progress * sum(lengths)
    for (a, b), length in zip(zip(PINS, PINS[1:]), lengths):
        if left <= length:
            f = left / length
            return a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f
        left -= length
    return PINS[-1]


def map_tile():
    """The map under the route: land, roads and a bay, with rounded corners (the mask)."""
    tile = Image.new("RGB", (520, 540), MAP)
    draw = ImageDraw.Draw(tile)
    for road in [((0, 150), (520, 90)), ((0, 420), (520, 330)), ((170, 0), (250, 540)), ((380, 0), (430, 540))]:
        draw.line(road, fill=(250, 250, 245), width=14)
    draw.ellipse((300, 400, 640, 700), fill=WATER)
    mask = Image.new("L", tile.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, 519, 539), 28, fill=255)
    return tile, mask


MAP_TILE, MAP_MASK = map_tile()


def frame(t):
    """The picture at `t` seconds: the route draws over 0.3–2.3 s, a friend joins every 0.6 s from
    1.0 s, and everything fades back in the last half second, so the loop has no seam."""
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    fade = 1 - ease((t - 3.5) / 0.5)
    draw.rounded_rectangle((60, 200, 660, 1080), 48, fill=CARD)
    draw.rounded_rectangle((100, 240, 620, 300), 20, fill=(242, 242, 247))
    draw.text((124, 270), "Lisbon weekend", fill=INK, font_size=30, anchor="lm")
    image.paste(MAP_TILE, (100, 340), MAP_MASK)
    drawn = ease((t - 0.3) / 2.0) * fade
    steps = 60
    points = [route_point(drawn * i / steps) for i in range(steps + 1)]
    for a, b in zip(points, points[1:]):
        draw.line((a, b), fill=TINT, width=10)
    for index, (x, y) in enumerate(PINS):
        reached = drawn >= index / (len(PINS) - 1) - 0.01
        draw.ellipse((x - 22, y - 22, x + 22, y + 22), fill=TINT if reached else (142, 142, 147), outline=CARD, width=6)
    for index, (color, letter) in enumerate(FRIENDS):
        shown = ease((t - 1.0 - 0.6 * index) / 0.35) * fade
        if shown <= 0:
            continue
        x, y, r = 150 + index * 100, 970, 40 * shown
        draw.ellipse((x - r, y - r, x + r, y + r), fill=color, outline=CARD, width=5)
        if shown > 0.6:
            draw.text((x, y), letter, fill=CARD, font_size=34, anchor="mm")
    draw.rounded_rectangle((470, 940, 620, 1000), 30, outline=TINT, width=4)
    draw.text((545, 970), "Invite", fill=TINT, font_size=28, anchor="mm")
    return image


def main():
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    encoder = subprocess.Popen(["ffmpeg", "-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", f"{WIDTH}x{HEIGHT}",
                                "-r", str(RATE), "-i", "-", "-c:v", "libx264", "-preset", "veryslow", "-crf", "18", "-pix_fmt", "yuv420p",
                                "-movflags", "+faststart", "-fflags", "+bitexact", "-flags:v", "+bitexact", str(OUTPUT)], stdin=subprocess.PIPE)
    for number in range(RATE * SECONDS):
        encoder.stdin.write(frame(number / RATE).tobytes())
    encoder.stdin.close()
    if encoder.wait() != 0:
        raise SystemExit("ffmpeg failed")
    print(f"{OUTPUT}: {OUTPUT.stat().st_size} bytes")


if __name__ == "__main__":
    main()
