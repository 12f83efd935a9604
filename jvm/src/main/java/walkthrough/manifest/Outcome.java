package walkthrough.manifest;

/** How a walkthrough ended: Get Started ({@code DONE}) or Skip ({@code SKIPPED}). */
public enum Outcome {
    DONE,
    SKIPPED;

    /** The manifest's word for it: the name in lower case, {@code -} for {@code _}. */
    public String jsonName() {
        return Values.jsonName(this);
    }
}
