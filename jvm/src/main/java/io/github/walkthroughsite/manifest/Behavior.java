package io.github.walkthroughsite.manifest;
import org.jetbrains.annotations.NotNull;

/**
 * The pager rules a walkthrough chose in its {@code walkthrough.yml}.
 *
 * @param wrap                   moving past the last page shows the first, and back
 * @param restart                where a Start again button shows that returns to page 1
 * @param hideControlsOnLastPage on the last page the controls bar slides away and the page carries the done button
 * @param pageSpacing            points between pages while sliding
 */
public record Behavior(boolean wrap, @NotNull Skip skip, @NotNull Restart restart, boolean hideControlsOnLastPage,
                       @NotNull Orientation orientation, @NotNull Transition transition, int pageSpacing) {
    /** What Skip does. */
    public enum Skip {
        /** Skip ends the walkthrough. */
        FINISH,
        /** Skip jumps to the last page. */
        LAST_PAGE;

        /**
         * The manifest's word for it: the name in lower case, {@code -} for {@code _}.
         *
         * @return the value as {@code manifest.json} writes it
         */
        @NotNull
        public String jsonName() {
            return Values.jsonName(this);
        }
    }

    /** Where Start again shows; it always returns to page 1. In JSON {@code false}, {@code true} or {@code "always"}. */
    public enum Restart {
        /** Nowhere ({@code false}). */
        NEVER,
        /** On the last page ({@code true}). */
        LAST_PAGE,
        /** On every page; on page 1 it does nothing ({@code "always"}, schema version 3). */
        ALWAYS;

        /** The restart of a JSON value, or null when it is none of {@code false}, {@code true}, {@code "always"}. */
        static Restart of(Object value) {
            if (value instanceof Boolean) {
                return (Boolean) value ? LAST_PAGE : NEVER;
            }
            return "always".equals(value) ? ALWAYS : null;
        }
    }

    /** How the pages are laid out and swiped: side by side, or one above the other. */
    public enum Orientation {
        /** Pages side by side, swiped left and right (right to left in a right-to-left locale). */
        HORIZONTAL,
        /** Pages one above the other, swiped up and down. */
        VERTICAL
    }

    /** How one page gives way to the next. */
    public enum Transition {
        /** The pages slide. */
        SLIDE,
        /** The pages cross-fade in place. */
        FADE
    }

    /** The defaults of {@code walkthrough.yml}: no wrap, Skip finishes, no Start again, horizontal slides. */
    public static final Behavior DEFAULT = new Behavior(false, Skip.FINISH, Restart.NEVER, false, Orientation.HORIZONTAL, Transition.SLIDE, 0);

    static Behavior read(Fields fields) throws ManifestException {
        boolean wrap = fields.bool("wrap");
        Skip skip = fields.choice("skip", Skip.values());
        Restart restart = Restart.of(fields.value("restart", "true, false or \"always\""));
        if (restart == null) {
            throw fields.error("restart", "expected true, false or \"always\"");
        }
        return new Behavior(wrap, skip, restart,
                fields.bool("hideControlsOnLastPage"),
                fields.choice("orientation", Orientation.values()),
                fields.choice("transition", Transition.values()),
                fields.integer("pageSpacing"));
    }
}
