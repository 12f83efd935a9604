package io.github.walkthroughsite.manifest;

/**
 * The point of a {@link Layout#BACKGROUND} picture that stays in view when it is cropped to fill
 * the page, in percent of its width and height from the top left corner (CSS {@code object-position}).
 * To draw it natively, offset the scaled picture by {@code (page − picture) × x / 100} across and
 * {@code (page − picture) × y / 100} down.
 *
 * @param x 0 keeps the left edge, 100 the right
 * @param y 0 keeps the top edge, 100 the bottom
 */
public record ImageFocus(double x, double y) {
    static ImageFocus read(Fields fields) throws ManifestException {
        ImageFocus focus = new ImageFocus(fields.number("x"), fields.number("y"));
        if (!(focus.x >= 0 && focus.x <= 100 && focus.y >= 0 && focus.y <= 100)) {
            throw new ManifestException(fields.here(), "percentages from 0 to 100 expected");
        }
        return focus;
    }
}
