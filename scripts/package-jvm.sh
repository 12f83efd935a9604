#!/usr/bin/env bash
# Packs the JVM library compiled into $1/classes (make jvm) as an app team consumes it: the jar
# (with LICENSE and its version in the manifest) at $1/walkthrough-manifest.jar, and the Maven
# repository layout of io.github.walkthroughsite:walkthrough-manifest:VERSION under .build/maven/:
# jar, -sources.jar, -javadoc.jar (doclint on, no warning allowed), .pom, and a .sha256 beside each.
set -euo pipefail
build=$1 classpath=$2
version=$(cat VERSION)
artifact=walkthrough-manifest
folder=.build/maven/io/github/walkthroughsite/$artifact/$version
work=$build/package
rm -rf "$work" "$folder" && mkdir -p "$work/META-INF" "$folder"

cat > "$work/MANIFEST.MF" <<MANIFEST
Implementation-Title: $artifact
Implementation-Version: $version
Implementation-Vendor: walkthroughsite
Automatic-Module-Name: io.github.walkthroughsite.manifest
MANIFEST
cp LICENSE "$work/META-INF/LICENSE"
jar --create --file "$build/$artifact.jar" --manifest "$work/MANIFEST.MF" -C "$build/classes" . -C "$work" META-INF/LICENSE
jar --create --file "$work/sources.jar" -C jvm/src/main/java . -C "$work" META-INF/LICENSE

# Every public type and member documented, each parameter, result and exception: what Maven Central's javadoc jar shows.
javadoc -quiet -Xdoclint:all -Werror -encoding UTF-8 -cp "$classpath" -d "$work/javadoc" \
    -sourcepath jvm/src/main/java io.github.walkthroughsite.manifest io.github.walkthroughsite.manifest.loading
jar --create --file "$work/javadoc.jar" -C "$work/javadoc" . -C "$work" META-INF/LICENSE

cp "$build/$artifact.jar" "$folder/$artifact-$version.jar"
cp "$work/sources.jar" "$folder/$artifact-$version-sources.jar"
cp "$work/javadoc.jar" "$folder/$artifact-$version-javadoc.jar"
sed "s/@VERSION@/$version/" jvm/pom.xml > "$folder/$artifact-$version.pom"
(cd "$folder" && for file in *.jar *.pom; do sha256sum "$file" > "$file.sha256"; done)
