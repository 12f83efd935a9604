package io.github.walkthroughsite.manifest;

import java.util.Map;
import org.jetbrains.annotations.Nullable;
import org.jetbrains.annotations.NotNull;

/**
 * One page of a walkthrough in one locale.
 *
 * @param index      the 0-based position in the walkthrough (or in the pages selected for a release)
 * @param id         a stable id, the same in every locale and runtime, for analytics
 * @param subheading null when the page has none
 * @param image      null when the page has no picture
 * @param background the page's background colour ({@code #RGB} or {@code #RRGGBB}), or null for the default
 * @param data       free values for templates and apps
 * @param since      the app version whose release brought the page ({@code 2.3}) in a whats-new
 *                   walkthrough; null in onboarding
 * @param action     the page's action button, or null
 * @param imageFocus what stays in view of a {@link Layout#BACKGROUND} page's picture; null on stacked pages
 * @param video      the page's clip, shown where its picture would be (then {@code image} is null); null
 *                   on pages without one
 */
public record Page(int index, @NotNull String id, @NotNull String heading, @Nullable String subheading, @Nullable PageImage image, @Nullable String background,
                   @NotNull PageBody body, @NotNull Map<String, String> data, @Nullable String since, @Nullable PageAction action, @NotNull Layout layout,
                   @Nullable ImageFocus imageFocus, @Nullable PageVideo video) {
    /**
     * Copies the lists, so the value stays as it was read.
     *
     * @param index the 0-based position in the walkthrough (or in the pages selected for a release)
     * @param id a stable id, the same in every locale and runtime, for analytics
     * @param heading the page's heading
     * @param subheading null when the page has none
     * @param image null when the page has no picture
     * @param background the page's background colour ({@code #RGB} or {@code #RRGGBB}), or null for the default
     * @param body the page's text, as HTML and as plain text
     * @param data free values for templates and apps
     * @param since the app version whose release brought the page ({@code 2.3}) in a whats-new walkthrough; null in onboarding
     * @param action the page's action button, or null
     * @param layout how the picture and the text sit
     * @param imageFocus what stays in view of a {@link Layout#BACKGROUND} page's picture; null on stacked pages
     * @param video the page's clip, shown where its picture would be (then {@code image} is null); null on pages without one
     */
    public Page {
        data = Values.map(data);
    }

    /**
     * The same page at another position: what {@code releasePages} numbers 0…n−1.
     *
     * @param newIndex the page's place among the pages shown
     * @return this page at {@code newIndex}
     */
    @NotNull
    public Page withIndex(int newIndex) {
        return new Page(newIndex, id, heading, subheading, image, background, body, data, since, action, layout, imageFocus, video);
    }

    static Page read(Fields fields) throws ManifestException {
        return new Page(fields.integer("index"), fields.string("id"), fields.string("heading"),
                fields.optionalString("subheading"), fields.optional("image", PageImage::read),
                fields.optionalString("background"), PageBody.read(fields.object("body")), fields.strings("data"),
                fields.optionalString("since"), fields.optional("action", PageAction::read),
                // Manifests before schema version 3 have neither.
                fields.has("layout") ? fields.choice("layout", Layout.values()) : Layout.STACKED,
                fields.optional("imageFocus", ImageFocus::read),
                // Manifests before schema version 4 have none.
                fields.optional("video", PageVideo::read));
    }
}
