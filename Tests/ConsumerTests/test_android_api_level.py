"""The JVM library runs on Android API 21 with the default D8 (no core library desugaring): every
JDK class and member its compiled classes refer to, read from the class files' constant pools, is
in the table of what API 21 has, or what D8 rewrites or backports. A reference the table does not
know fails, naming it: look its level up and add it, or do without it.

Where the levels come from:
* API levels: the Android API reference, developer.android.com/reference, "Added in API level N"
  on each class and member (a class or member without that note is in API level 1).
* D8: developer.android.com/studio/write/java8-support. Without core library desugaring D8
  rewrites lambdas and method references (LambdaMetafactory), string concatenation
  (StringConcatFactory), records (Record, ObjectMethods) and default and static interface
  methods, and backports a list of methods to every API level (String.join,
  Long.toUnsignedString, List.of, Objects.requireNonNullElse, ...), by D8's BackportedMethods.
"""
import struct
import subprocess
import zipfile

import pytest

from consumer_apps import JAR

pytestmark = pytest.mark.usefixtures("jvm_library")

# What API 21 has, by class: (the class's level, its members the library uses, with ":N" where a
# member came after its class). Constructors are <init>.
API_21 = {
    "java/io/ByteArrayOutputStream": (1, "<init> size toByteArray write"),
    "java/io/File": (1, "<init> createTempFile delete deleteOnExit exists getAbsoluteFile getName getParentFile isDirectory isFile mkdirs renameTo toURI"),
    "java/io/FileDescriptor": (1, "sync"),
    "java/io/FileInputStream": (1, "<init>"),
    "java/io/FileOutputStream": (1, "<init> close getFD write"),
    "java/io/IOException": (1, "<init>"),
    "java/io/InputStream": (1, "close read"),
    "java/lang/Boolean": (1, "FALSE TRUE booleanValue"),
    "java/lang/Character": (1, "charCount forDigit isHighSurrogate isLowSurrogate toUpperCase"),
    "java/lang/Comparable": (1, ""),
    "java/lang/Double": (1, "doubleValue intValue isInfinite parseDouble valueOf"),
    "java/lang/Enum": (1, "<init> name valueOf"),
    "java/lang/Exception": (1, "<init> getCause getMessage"),
    "java/lang/IllegalArgumentException": (1, "<init>"),
    "java/lang/IllegalStateException": (1, "<init>"),
    "java/lang/Integer": (1, "compare:19 intValue parseInt toHexString valueOf"),
    "java/lang/InterruptedException": (1, ""),
    "java/lang/Long": (1, "intValue longValue parseLong valueOf"),
    "java/lang/Math": (1, "abs max min rint"),
    "java/lang/NoSuchFieldError": (1, ""),
    "java/lang/Number": (1, "doubleValue"),
    "java/lang/NumberFormatException": (1, ""),
    "java/lang/Object": (1, "<init> toString"),
    "java/lang/Runnable": (1, "run"),
    "java/lang/RuntimeException": (1, ""),
    "java/lang/String": (1, "<init> charAt codePointAt compareTo equals equalsIgnoreCase format getBytes hashCode indexOf isEmpty:9 lastIndexOf length "
                            "matches replace split startsWith substring toCharArray toLowerCase toUpperCase trim valueOf"),
    "java/lang/StringBuilder": (1, "<init> append lastIndexOf length setLength toString"),
    "java/lang/System": (1, "arraycopy currentTimeMillis nanoTime"),
    "java/lang/Thread": (1, "<init> currentThread getName interrupt setDaemon start"),
    "java/lang/Throwable": (1, "addSuppressed:19"),
    "java/net/HttpURLConnection": (1, "disconnect getContentType getHeaderField getInputStream getResponseCode getURL setConnectTimeout "
                                      "setInstanceFollowRedirects setReadTimeout setRequestProperty setUseCaches"),
    "java/net/URI": (1, "<init> create getPath getRawAuthority getRawFragment getRawPath getRawQuery getScheme isAbsolute isOpaque toString toURL"),
    "java/net/URISyntaxException": (1, ""),
    "java/net/URL": (1, "openConnection toURI"),
    "java/nio/ByteBuffer": (1, "wrap"),
    "java/nio/CharBuffer": (1, "toString"),
    "java/nio/charset/CharacterCodingException": (1, ""),
    "java/nio/charset/Charset": (1, "newDecoder"),
    "java/nio/charset/CharsetDecoder": (1, "decode onMalformedInput onUnmappableCharacter"),
    "java/nio/charset/CodingErrorAction": (1, "REPORT"),
    "java/nio/charset/StandardCharsets": (19, "UTF_8"),
    "java/text/SimpleDateFormat": (1, "<init> format setTimeZone"),
    "java/util/ArrayList": (1, "<init>"),
    "java/util/Arrays": (1, "asList copyOf:9 copyOfRange:9"),
    "java/util/Collections": (1, "emptyList singletonList sort unmodifiableList unmodifiableMap"),
    "java/util/Date": (1, "<init>"),
    "java/util/HashMap": (1, "<init>"),
    "java/util/HashSet": (1, "<init>"),
    "java/util/Iterator": (1, "hasNext next"),
    "java/util/LinkedHashMap": (1, "<init>"),
    "java/util/List": (1, "add clear equals get isEmpty iterator remove size subList"),
    "java/util/Locale": (1, "ROOT:9"),
    "java/util/Map": (1, "entrySet get keySet put putAll remove"),
    "java/util/Map$Entry": (1, "getKey getValue"),
    "java/util/Set": (1, "add iterator size"),
    "java/util/TimeZone": (1, "getTimeZone"),
    "java/util/TreeMap": (1, "<init>"),
    "java/util/UUID": (1, "randomUUID toString"),
    "java/util/concurrent/CancellationException": (1, "<init>"),
    "java/util/concurrent/CountDownLatch": (1, "<init> await countDown getCount"),
    "java/util/concurrent/ExecutionException": (1, ""),
    "java/util/concurrent/Executor": (1, "execute"),
    "java/util/concurrent/Executors": (1, "newCachedThreadPool"),
    "java/util/concurrent/Future": (1, ""),
    "java/util/concurrent/FutureTask": (1, "<init> cancel get isDone"),
    "java/util/concurrent/TimeUnit": (1, "DAYS:9 MILLISECONDS toMillis"),
    "java/util/concurrent/TimeoutException": (1, "<init>"),
    # Android's own org.json, which the jar leaves out.
    "org/json/JSONArray": (1, "<init> length opt put"),
    "org/json/JSONException": (1, "<init> getMessage"),
    "org/json/JSONObject": (1, "<init> NULL getString has isNull keys opt put toString"),
}
# What D8 rewrites away: lambdas, method references, string concatenation, records.
DESUGARED = {"java/lang/invoke/LambdaMetafactory", "java/lang/invoke/MethodHandles", "java/lang/invoke/MethodHandles$Lookup",
             "java/lang/invoke/StringConcatFactory", "java/lang/Record", "java/lang/runtime/ObjectMethods"}
# Methods D8 backports to every API level (a few of BackportedMethods' list).
BACKPORTED = {"java/lang/String.join", "java/lang/Long.toUnsignedString", "java/util/List.of", "java/util/Map.of",
              "java/util/Objects.requireNonNullElse", "java/lang/Integer.hashCode", "java/lang/Long.hashCode"}
# What the library must not use, with the level Android added it at: for the message.
ABOVE_21 = {"java/time/": 26, "java/nio/file/": 26, "java/util/function/": 24, "java/util/stream/": 24, "java/util/Optional": 24,
            "java/util/concurrent/CompletableFuture": 24, "java/util/List.sort": 24, "java/util/Map.getOrDefault": 24,
            "java/lang/Iterable.forEach": 24, "java/util/Comparator.comparing": 24, "java/lang/CharSequence.codePoints": 24,
            "java/lang/String.codePoints": 24, "java/lang/String.chars": 24, "java/net/URLConnection.getContentLengthLong": 24}


def references(class_file):
    """The (class, member) pairs a class file refers to, member "" for a class alone, from its constant pool."""
    count = struct.unpack(">H", class_file[8:10])[0]
    pool, index, position = [None] * count, 1, 10
    sizes = {3: 5, 4: 5, 5: 9, 6: 9, 8: 3, 15: 4, 16: 3, 17: 5, 18: 5, 19: 3, 20: 3}
    while index < count:
        tag = class_file[position]
        if tag == 1:
            length = struct.unpack(">H", class_file[position + 1:position + 3])[0]
            pool[index] = class_file[position + 3:position + 3 + length].decode("utf-8", "replace")
            position += 3 + length
        elif tag == 7:
            pool[index] = ("class", struct.unpack(">H", class_file[position + 1:position + 3])[0])
            position += 3
        elif tag in (9, 10, 11, 12):
            pool[index] = ("member" if tag != 12 else "name", *struct.unpack(">HH", class_file[position + 1:position + 5]))
            position += 5
        else:
            position += sizes[tag]
        index += 1 + (tag in (5, 6))  # a long or a double takes two entries
    found = set()
    for entry in pool:
        if isinstance(entry, tuple) and entry[0] == "class":
            found.add((pool[entry[1]], ""))
        elif isinstance(entry, tuple) and entry[0] == "member":
            found.add((pool[pool[entry[1]][1]], pool[pool[entry[2]][1]]))
    return found


def problems(jar):
    """Each JDK reference of `jar`'s classes that API 21 lacks, or that the table does not know, as a line."""
    found = set()
    with zipfile.ZipFile(jar) as archive:
        for name in archive.namelist():
            if name.endswith(".class"):
                found |= references(archive.read(name))
    lines = []
    for owner, member in sorted(found):
        if not owner.startswith(("java/", "javax/", "org/json/")) or owner in DESUGARED or f"{owner}.{member}" in BACKPORTED:
            continue
        name = f"{owner}.{member}" if member else owner
        above = next((level for prefix, level in ABOVE_21.items() if name.startswith(prefix)), None)
        level, members = API_21.get(owner, (None, ""))
        known = dict((item.split(":") + ["1"])[:2] for item in members.split())
        member_level = int(known[member]) if member in known else None
        if above:
            lines.append(f"{name}: API {above}, above 21")
        elif level is None or (member and member_level is None):
            lines.append(f"{name}: not in the table of API 21; look its level up in the Android reference and add it, or do without it")
        elif max(level, member_level or 1) > 21:
            lines.append(f"{name}: API {max(level, member_level or 1)}, above 21")
    return lines


def test_the_library_refers_only_to_what_android_21_has_with_the_default_d8():
    listing = subprocess.run(["jar", "tf", str(JAR)], capture_output=True, text=True, check=True).stdout.split()
    assert "io/github/walkthroughsite/manifest/loading/ManifestLoader.class" in listing
    assert not any(name.startswith(("org/json", "org/jetbrains")) for name in listing), "org.json is Android's; the annotations are compile-only"
    with zipfile.ZipFile(JAR) as archive:
        assert sum(len(references(archive.read(name))) for name in listing if name.endswith(".class")) > 500, "the references are read"
    assert problems(JAR) == []


def test_the_check_names_a_java_time_call_put_back_and_what_the_table_does_not_know(tmp_path):
    source = tmp_path / "io" / "github" / "walkthroughsite" / "manifest" / "Clock.java"
    source.parent.mkdir(parents=True)
    source.write_text("package io.github.walkthroughsite.manifest;\n"
                      "final class Clock {\n"
                      "    static String now() { return java.time.Instant.now().toString(); }\n"
                      "    static void sort(java.util.List<String> list) { list.sort(null); }\n"
                      "    static int weekday() { return java.util.Calendar.getInstance().get(java.util.Calendar.DAY_OF_WEEK); }\n"
                      "    static String join() { return String.join(\",\", \"a\", \"b\"); }\n"
                      "}\n")
    subprocess.run(["javac", "--release", "17", "-d", str(tmp_path / "classes"), str(source)], check=True)
    jar = tmp_path / "clock.jar"
    subprocess.run(["jar", "--create", "--file", str(jar), "-C", str(tmp_path / "classes"), "."], check=True)
    lines = problems(jar)
    assert "java/time/Instant: API 26, above 21" in lines
    assert "java/time/Instant.now: API 26, above 21" in lines
    assert "java/util/List.sort: API 24, above 21" in lines
    assert any(line.startswith("java/util/Calendar: not in the table of API 21") for line in lines)
    assert not any("String.join" in line for line in lines), "D8 backports String.join"
