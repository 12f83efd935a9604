"""Phone screenshots like the ones authors use: 1290x2796 PNGs (an iPhone's full resolution) of
about 1.4 MB, with a status bar, a title, a grainy photo and rows of text, different per seed."""
import os
import random
import shutil
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

WIDTH, HEIGHT = 1290, 2796
# Where each screenshot is kept once drawn: drawing one takes seconds, and its grain is not the
# same twice (Pillow's noise takes no seed), so the same seed draws the same file only from here,
# and the variants encoded from it earlier are found again.
KEPT = Path(__file__).resolve().parent.parent / ".build" / "test-screenshots"
PLACES = "Lisbon Porto Sintra Madrid Seville Granada Valencia Bilbao Cordoba Toledo".split()


def screenshot(seed, width=WIDTH, height=HEIGHT):
    rng = random.Random(seed)
    image = Image.new("RGB", (width, height), (248, 248, 250))
    draw = ImageDraw.Draw(image)
    font, title = ImageFont.load_default(size=44), ImageFont.load_default(size=80)
    draw.text((60, 40), "9:41", fill=(0, 0, 0), font=font)
    draw.text((60, 200), f"Trips {seed}", fill=(0, 0, 0), font=title)
    # A photo: smooth colour fields with a camera's grain.
    photo = Image.effect_noise((width // 8, 900 // 8), 60).convert("RGB")
    photo = Image.blend(photo, Image.new("RGB", photo.size, tuple(rng.randrange(60, 200) for _ in range(3))), 0.55)
    photo = photo.resize((width - 120, 900), Image.BICUBIC)
    photo = Image.blend(photo, Image.effect_noise(photo.size, 18).convert("RGB"), 0.12)
    image.paste(photo, (60, 340))
    y = 1300
    while y < height - 200:
        draw.rounded_rectangle((60, y, width - 60, y + 200), 28, fill=(255, 255, 255), outline=(225, 225, 230))
        draw.ellipse((100, y + 40, 220, y + 160), fill=tuple(rng.randrange(256) for _ in range(3)))
        draw.text((260, y + 40), rng.choice(PLACES) + " · " + rng.choice(PLACES), fill=(20, 20, 20), font=font)
        draw.text((260, y + 110), f"{rng.randrange(1, 28)} May · {rng.randrange(2, 9)} nights", fill=(120, 120, 128), font=font)
        y += 230
    return image


def write_screenshot_site(content, count=4):
    """A walkthrough of `count` pages, each with its own screenshot."""
    (content / "images").mkdir(parents=True)
    (content / "walkthrough.yml").write_text("id: screenshots\n")
    for number in range(1, count + 1):
        shutil.copyfile(kept_screenshot(number), content / "images" / f"screen-{number}.png")
        (content / f"{number:02d}-screen{number}.md").write_text(
            f"---\nheading: Screen {number}\nsubheading: What the app shows on screen {number}\n"
            f"image: images/screen-{number}.png\nalt: The app's screen {number}\n---\nA sentence about screen {number}.\n")
    return content


def kept_screenshot(seed):
    """The file of `screenshot(seed)`, drawn the first time it is asked for."""
    path = KEPT / f"screen-{seed}.png"
    if not path.exists():
        KEPT.mkdir(parents=True, exist_ok=True)
        drawn = KEPT / f".screen-{seed}-{os.getpid()}.png"
        screenshot(seed).save(drawn)
        os.replace(drawn, path)
    return path
