"""Kotlin sees the JVM library's nullability: every public parameter and return of an object type
carries JetBrains' @NotNull or @Nullable (read from the class files, where the annotations are
kept though compile-only), and a Kotlin caller compiled with Debian's kotlinc against the jar gets
`String?` where Java may return null: `val s: String = page.subheading()` does not compile."""
import re
import shutil
import struct
import subprocess
import zipfile

import pytest

from consumer_apps import JAR, ORG_JSON

pytestmark = pytest.mark.usefixtures("jvm_library")

ANNOTATIONS = ("Lorg/jetbrains/annotations/NotNull;", "Lorg/jetbrains/annotations/Nullable;")
PUBLIC, SYNTHETIC, BRIDGE = 0x0001, 0x1000, 0x0040
# Written by javac, not by the library: an enum's values() and valueOf(String), a record's equals,
# hashCode and toString.
GENERATED = {"values", "valueOf", "equals", "hashCode", "toString"}


class Reader:
    def __init__(self, data):
        self.data, self.position = data, 0

    def take(self, size):
        self.position += size
        return self.data[self.position - size:self.position]

    def u1(self):
        return self.take(1)[0]

    def u2(self):
        return struct.unpack(">H", self.take(2))[0]

    def u4(self):
        return struct.unpack(">I", self.take(4))[0]


def constant_pool(reader):
    """The pool's UTF-8 entries by index (what names, descriptors and annotation types are)."""
    count, strings, index = reader.u2(), {}, 1
    sizes = {3: 4, 4: 4, 5: 8, 6: 8, 7: 2, 8: 2, 9: 4, 10: 4, 11: 4, 12: 4, 15: 3, 16: 2, 17: 4, 18: 4, 19: 2, 20: 2}
    while index < count:
        tag = reader.u1()
        if tag == 1:
            strings[index] = reader.take(reader.u2()).decode("utf-8", "replace")
        else:
            reader.take(sizes[tag])
        index += 1 + (tag in (5, 6))
    return strings


def annotation_types(data, strings, parameters=False):
    """The types of the annotations in a Runtime(In)visible(Parameter)Annotations attribute: a list per parameter, or one list."""
    reader = Reader(data)

    def element_value():
        tag = chr(reader.u1())
        if tag in "BCDFIJSZsc":
            reader.u2()
        elif tag == "e":
            reader.u2(), reader.u2()
        elif tag == "@":
            annotation()
        elif tag == "[":
            for _ in range(reader.u2()):
                element_value()

    def annotation():
        kind = strings[reader.u2()]
        for _ in range(reader.u2()):
            reader.u2()
            element_value()
        return kind

    def annotations():
        return [annotation() for _ in range(reader.u2())]

    return [annotations() for _ in range(reader.u1())] if parameters else annotations()


def object_types(descriptor):
    """Whether each parameter, then the return, of a method descriptor is an object (or array) type."""
    parameters, result = re.fullmatch(r"\((.*)\)(.+)", descriptor).groups()
    found = [token[0] in "L[" for token in re.findall(r"\[*(?:L[^;]+;|[BCDFIJSZ])", parameters)]
    return found, result[0] in "L["


def unannotated(class_file):
    """'Class.method(descriptor): parameter N' or ': return' for each public object type without a nullability annotation."""
    reader = Reader(class_file)
    reader.take(8)
    strings = constant_pool(reader)
    flags = reader.u2()
    this = reader.u2()
    reader.take(2)
    reader.take(2 * reader.u2())
    for _ in range(reader.u2()):  # fields
        reader.take(6)
        for _ in range(reader.u2()):
            reader.u2()
            reader.take(reader.u4())
    missing = []
    for _ in range(reader.u2()):
        access, name, descriptor = reader.u2(), strings[reader.u2()], strings[reader.u2()]
        on_method, on_parameters = [], None
        for _ in range(reader.u2()):
            attribute, data = strings[reader.u2()], None
            data = reader.take(reader.u4())
            if attribute in ("RuntimeInvisibleAnnotations", "RuntimeVisibleAnnotations"):
                on_method += annotation_types(data, strings)
            elif attribute in ("RuntimeInvisibleParameterAnnotations", "RuntimeVisibleParameterAnnotations"):
                on_parameters = annotation_types(data, strings, parameters=True)
        if not access & PUBLIC or access & (SYNTHETIC | BRIDGE) or name in GENERATED or name == "<clinit>":
            continue
        parameters, returns_object = object_types(descriptor)
        if returns_object and name != "<init>" and not set(on_method) & set(ANNOTATIONS):
            missing.append(f"{name}{descriptor}: return")
        # javac leaves out the annotations of parameters it adds itself (an enum constructor's name and ordinal).
        offset = len(parameters) - len(on_parameters) if on_parameters is not None else 0
        for index, is_object in enumerate(parameters):
            given = on_parameters[index - offset] if on_parameters is not None and index >= offset else []
            if is_object and not set(given) & set(ANNOTATIONS):
                missing.append(f"{name}{descriptor}: parameter {index + 1}")
    return flags & PUBLIC, missing


def test_every_public_parameter_and_return_of_an_object_type_says_whether_it_may_be_null():
    missing, checked = [], 0
    with zipfile.ZipFile(JAR) as archive:
        for name in sorted(archive.namelist()):
            if name.endswith(".class"):
                is_public, lines = unannotated(archive.read(name))
                if is_public:
                    checked += 1
                    missing += [f"{name[:-6]}.{line}" for line in lines]
    assert checked >= 30, "the public classes are read"
    assert missing == []


KOTLIN_CALLER = """import io.github.walkthroughsite.manifest.*

fun heading(manifest: WalkthroughManifest): String = manifest.localized("en").pages()[0].heading()
fun subheading(page: Page): String? = page.subheading()
fun alt(page: Page): String = page.image()?.alt() ?: ""
"""


@pytest.mark.skipif(not shutil.which("kotlinc"), reason="Debian's kotlin (kotlinc) is not installed: make test installs it")
def test_kotlin_sees_string_where_java_never_returns_null_and_string_or_null_where_it_may(tmp_path):
    def compile(source):
        (tmp_path / "Caller.kt").write_text(source)
        return subprocess.run(["kotlinc", "-cp", f"{JAR}:{ORG_JSON}", str(tmp_path / "Caller.kt"), "-d", str(tmp_path / "out")],
                              capture_output=True, text=True)
    assert compile(KOTLIN_CALLER).returncode == 0
    refused = compile(KOTLIN_CALLER + "fun wrong(page: Page) { val s: String = page.subheading() }\n")
    assert refused.returncode != 0
    assert re.search(r"Caller\.kt:6:\d+: error: type mismatch: inferred type is (@Nullable )?String\? but String was expected", refused.stderr), refused.stderr
