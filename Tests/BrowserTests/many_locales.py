"""A walkthrough as a real app ships it: 4 pages, each with a phone screenshot, in 72 locales with
the folder names apps use (`zh-hans`, `pt-br`), their texts CLDR's own (through Babel) in each
language's script and length: a unit's long name as the heading, a full date as the subheading,
lists of country and language names as the body."""
import datetime

from babel import Locale, dates, lists, units

from site_support import png

LOCALES = ("en", "ar", "de", "fr", "es", "it", "pt-br", "pt-pt", "nl", "sv", "da", "nb", "nn", "fi", "is", "et", "lv", "lt",
           "pl", "cs", "sk", "sl", "hr", "sr-latn", "sr-cyrl", "bs", "hu", "ro", "bg", "uk", "ru", "be", "el", "tr", "he", "fa",
           "ur", "hi", "bn", "ta", "te", "kn", "ml", "mr", "gu", "pa", "th", "lo", "km", "my", "vi", "id", "ms", "fil", "ja",
           "ko", "zh-hans", "zh-hant", "zh-hk", "sw", "am", "zu", "af", "ca", "eu", "gl", "ga", "cy", "ka", "hy", "kk", "uz")
RIGHT_TO_LEFT = {"ar", "he", "fa", "ur"}
UNITS = ("speed-kilometer-per-hour", "volume-cubic-kilometer", "energy-kilowatt-hour", "acceleration-meter-per-square-second")
TERRITORIES = ("CD", "GS", "VC", "BA", "KN", "TC")
LANGUAGES = ("en", "de", "ja", "ar", "pt", "sw")


def babel_locale(tag):
    return Locale.parse({"zh-hk": "zh-Hant-HK", "pt-pt": "pt-PT", "pt-br": "pt-BR"}.get(tag, tag), sep="-")


def page_texts(tag, number):
    """Page `number`'s heading, subheading and body in `tag`'s language."""
    locale = babel_locale(tag)
    heading = units.get_unit_name(UNITS[number % len(UNITS)], length="long", locale=locale)
    subheading = dates.format_date(datetime.date(2026, 12, 7 + number), "full", locale=locale)
    places = lists.format_list([locale.territories[code] for code in TERRITORIES[number:] + TERRITORIES[:number]], locale=locale)
    languages = lists.format_list([locale.languages[code] for code in LANGUAGES], locale=locale)
    return heading[0].upper() + heading[1:], subheading, f"{places}\n\n{languages}"


def write_many_locales_site(folder, locales=LOCALES):
    """The content folder of the many-locale walkthrough in `folder`; its default locale is English."""
    content = folder / "content"
    (content / "images").mkdir(parents=True)
    for number in range(4):
        (content / "images" / f"screen-{number + 1}.png").write_bytes(png(390, 844, seed=number))
    (content / "walkthrough.yml").write_text(f"id: many\nlocales: [{', '.join(locales)}]\n")
    for number in range(4):
        for tag in locales:
            heading, subheading, body = page_texts(tag, number)
            suffix = "" if tag == locales[0] else "." + tag
            (content / f"{number + 1:02d}-page{number + 1}{suffix}.md").write_text(
                f"---\nheading: \"{heading}\"\nsubheading: \"{subheading}\"\nimage: images/screen-{number + 1}.png\n"
                f"alt: \"{heading}\"\n---\n{body}\n")
    return content
