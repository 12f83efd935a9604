package walkthrough.manifest;

import java.util.List;

/**
 * The picture shown in dark mode instead of a page's image.
 *
 * @param width  the pixel width when the file states one, else null
 * @param height the pixel height when the file states one, else null
 */
public record DarkImage(String src, Integer width, Integer height, List<ImageVariant> variants) implements VariantChoosing {
    public DarkImage {
        variants = Values.list(variants);
    }

    static DarkImage read(Fields fields) throws ManifestException {
        return new DarkImage(fields.string("src"), fields.optionalInteger("width"), fields.optionalInteger("height"),
                fields.list("variants", true, ImageVariant::read));
    }
}
