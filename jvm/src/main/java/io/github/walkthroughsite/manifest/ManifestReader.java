package io.github.walkthroughsite.manifest;


/** The manifest's top level, read from its fields, and the rules between fields. */
final class ManifestReader {
    private ManifestReader() {}

    static WalkthroughManifest read(Fields fields) throws ManifestException {
        int schemaVersion = fields.integer("schemaVersion");
        if (schemaVersion < WalkthroughManifest.OLDEST_SCHEMA_VERSION || schemaVersion > WalkthroughManifest.SUPPORTED_SCHEMA_VERSION) {
            throw ManifestException.unsupportedSchemaVersion(schemaVersion);
        }
        // Version 1 manifests have neither kind nor audience.
        WalkthroughManifest.Kind kind = fields.has("kind")
                ? fields.choice("kind", WalkthroughManifest.Kind.values())
                : WalkthroughManifest.Kind.ONBOARDING;
        WalkthroughManifest.Audience audience = fields.has("audience")
                ? fields.choice("audience", WalkthroughManifest.Audience.values())
                : WalkthroughManifest.Audience.defaultFor(kind);
        WalkthroughManifest manifest = new WalkthroughManifest(schemaVersion, fields.string("id"), fields.string("version"), kind,
                audience, fields.has("layout") ? fields.choice("layout", Layout.values()) : Layout.STACKED,
                fields.string("defaultLocale"), Behavior.read(fields.object("behavior")), SeenSettings.read(fields.object("seen")),
                fields.optionalString("continueURL"), fields.string("tint"), fields.mapping("locales", LocalizedWalkthrough::read));
        ManifestContract.check(manifest);
        return manifest;
    }
}
