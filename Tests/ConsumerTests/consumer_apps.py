"""Where the example apps of the two native runtimes and the JVM library's jar are."""
import fcntl
import subprocess

from site_support import ROOT

SWIFT_CONSUMER = ROOT / "Examples" / "ManifestConsumer"
JVM_CONSUMER = ROOT / "Examples" / "JvmManifestConsumer" / "ManifestConsumer.java"
JAR = ROOT / ".build" / "jvm" / "walkthrough-manifest.jar"
ORG_JSON = "/usr/share/java/com.android.json.jar"


def make_jvm_library():
    """`make jvm`, one pytest worker at a time; it makes the jar and the Maven layout again only
    when their sources changed, so a worker reading them never finds them half rewritten."""
    lock = ROOT / ".build" / "jvm.lock"
    lock.parent.mkdir(exist_ok=True)
    with open(lock, "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        made = subprocess.run(["make", "-s", "jvm"], cwd=ROOT, capture_output=True, text=True)
    assert made.returncode == 0, made.stderr + made.stdout
