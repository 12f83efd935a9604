"""Draws the pictures of the example's tour walkthrough (content/tour/images): three scenes,
1080 × 2340 like a phone's screen, drawn at twice that size and scaled down for smooth edges.
Run it to remake them: python3 scripts/draw-tour-pictures.py"""
import random
from pathlib import Path

from PIL import Image, ImageDraw

WIDTH, HEIGHT, SCALE = 1080, 2340, 2
W, H = WIDTH * SCALE, HEIGHT * SCALE
FOLDER = Path(__file__).resolve().parent.parent / "content" / "tour" / "images"


def mix(a, b, t):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def sky(draw, stops):
    """A vertical gradient through (position 0…1, colour) stops."""
    for y in range(H):
        t = y / H
        for (p0, c0), (p1, c1) in zip(stops, stops[1:]):
            if p0 <= t <= p1:
                draw.line([(0, y), (W, y)], fill=mix(c0, c1, (t - p0) / (p1 - p0)))
                break


def ridge(draw, base, height, peaks, colour, seed, snow=None):
    """A mountain range: a jagged line `peaks` wide around `base` (fractions of the height)."""
    rng = random.Random(seed)
    points = [(0, H)]
    for i in range(peaks + 1):
        x = W * i / peaks
        y = H * (base - height * rng.random())
        points.append((x, y))
    points.append((W, H))
    draw.polygon(points, fill=colour)
    if snow:
        # A cap on every peak higher than both its neighbours, with a ragged lower edge.
        for left, peak, right in zip(points[1:-2], points[2:-1], points[3:]):
            if peak[1] < left[1] and peak[1] < right[1]:
                depth = H * 0.03
                a = mix(peak, left, min(0.5, depth / (left[1] - peak[1])))
                b = mix(peak, right, min(0.5, depth / (right[1] - peak[1])))
                notch = (peak[0], peak[1] + depth * 0.6)
                draw.polygon([peak, b, mix(b, notch, 0.5), notch, mix(a, notch, 0.5), a], fill=snow)


def mountains():
    image = Image.new("RGB", (W, H))
    draw = ImageDraw.Draw(image)
    sky(draw, [(0, (24, 26, 74)), (0.35, (118, 74, 140)), (0.55, (246, 166, 120)), (1, (250, 208, 150))])
    draw.ellipse([W * 0.58, H * 0.38, W * 0.82, H * 0.38 + W * 0.24], fill=(255, 232, 190))
    ridge(draw, 0.50, 0.12, 7, (132, 96, 150), 1, snow=(236, 226, 240))
    ridge(draw, 0.62, 0.10, 9, (92, 64, 118), 2)
    ridge(draw, 0.74, 0.08, 6, (58, 40, 86), 3)
    ridge(draw, 0.86, 0.06, 11, (32, 22, 52), 4)
    return image


def coast():
    image = Image.new("RGB", (W, H))
    draw = ImageDraw.Draw(image)
    sky(draw, [(0, (86, 170, 232)), (0.42, (196, 230, 250)), (0.43, (24, 118, 170)), (0.7, (64, 172, 196)), (1, (64, 172, 196))])
    draw.ellipse([W * 0.12, H * 0.10, W * 0.30, H * 0.10 + W * 0.18], fill=(255, 248, 214))
    for i, (x, y, r) in enumerate([(0.62, 0.16, 0.10), (0.72, 0.15, 0.08), (0.54, 0.17, 0.07)]):
        draw.ellipse([W * (x - r), H * y - W * r * 0.5, W * (x + r), H * y + W * r * 0.5], fill=(250, 252, 255))
    rng = random.Random(5)
    for _ in range(90):
        x, y = rng.random() * W, H * (0.45 + 0.25 * rng.random())
        draw.line([(x, y), (x + W * (0.03 + 0.05 * rng.random()), y)], fill=(150, 214, 230), width=SCALE * 3)
    # A sailboat on the horizon.
    hull = [(W * 0.40, H * 0.50), (W * 0.60, H * 0.50), (W * 0.56, H * 0.52), (W * 0.44, H * 0.52)]
    draw.polygon(hull, fill=(120, 52, 40))
    draw.polygon([(W * 0.505, H * 0.35), (W * 0.505, H * 0.495), (W * 0.60, H * 0.495)], fill=(255, 255, 255))
    draw.polygon([(W * 0.495, H * 0.37), (W * 0.495, H * 0.495), (W * 0.42, H * 0.495)], fill=(255, 236, 210))
    # Cliffs on the left and the sand in front.
    draw.polygon([(0, H * 0.30), (W * 0.16, H * 0.34), (W * 0.26, H * 0.47), (W * 0.20, H * 0.62), (0, H * 0.66)], fill=(170, 120, 84))
    draw.polygon([(0, H * 0.36), (W * 0.12, H * 0.40), (W * 0.16, H * 0.58), (0, H * 0.64)], fill=(138, 94, 64))
    draw.polygon([(0, H * 0.72), (W * 0.5, H * 0.68), (W, H * 0.74), (W, H), (0, H)], fill=(240, 218, 170))
    draw.polygon([(0, H * 0.80), (W * 0.6, H * 0.77), (W, H * 0.82), (W, H), (0, H)], fill=(232, 204, 150))
    return image


def city():
    image = Image.new("RGB", (W, H))
    draw = ImageDraw.Draw(image)
    sky(draw, [(0, (8, 12, 36)), (0.6, (36, 40, 96)), (1, (60, 52, 110))])
    rng = random.Random(7)
    for _ in range(260):
        x, y, r = rng.random() * W, rng.random() * H * 0.55, SCALE * (1 + 2 * rng.random())
        draw.ellipse([x - r, y - r, x + r, y + r], fill=(255, 255, 236))
    # A crescent: the moon's disc less a disc beside it, so the sky shows where the second one lies.
    crescent = Image.new("L", (W, H))
    shape = ImageDraw.Draw(crescent)
    shape.ellipse([W * 0.68, H * 0.08, W * 0.86, H * 0.08 + W * 0.18], fill=255)
    shape.ellipse([W * 0.72, H * 0.07, W * 0.90, H * 0.07 + W * 0.18], fill=0)
    image.paste((250, 244, 214), mask=crescent)
    for layer, (colour, lit, top) in enumerate([((40, 38, 84), (120, 110, 170), 0.42), ((20, 20, 48), (255, 206, 110), 0.52)]):
        x = -W * 0.02
        while x < W:
            width = W * (0.09 + 0.10 * rng.random())
            roof = H * (top + 0.16 * rng.random())
            draw.rectangle([x, roof, x + width, H], fill=colour)
            for wy in range(int(roof + H * 0.012), H, int(H * 0.022)):
                for wx in range(int(x + W * 0.015), int(x + width - W * 0.03), int(W * 0.035)):
                    if rng.random() < 0.45:
                        draw.rectangle([wx, wy, wx + W * 0.016, wy + H * 0.009], fill=lit)
            x += width + W * 0.01
    return image


if __name__ == "__main__":
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name, scene in [("mountains", mountains), ("coast", coast), ("city", city)]:
        scene().resize((WIDTH, HEIGHT), Image.LANCZOS).save(FOLDER / f"{name}.png", optimize=True)
        print(FOLDER / f"{name}.png")
