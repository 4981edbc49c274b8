package tutor.ui;

/**
 * The same measures as {@link LayoutIT} with the window in French, whose labels run a third longer than the
 * English ones: nothing clipped or outside the window at 1024x768 and 1280x800, in the light and projector themes.
 */
class LayoutFrenchIT extends LayoutIT {

    @Override
    protected String language() {
        return "fr";
    }
}
