"""Where the example apps of the two native runtimes and the JVM library's jar are."""
from site_support import ROOT

SWIFT_CONSUMER = ROOT / "Examples" / "ManifestConsumer"
JVM_CONSUMER = ROOT / "Examples" / "JvmManifestConsumer" / "ManifestConsumer.java"
JAR = ROOT / ".build" / "jvm" / "walkthrough-manifest.jar"
ORG_JSON = "/usr/share/java/com.android.json.jar"
