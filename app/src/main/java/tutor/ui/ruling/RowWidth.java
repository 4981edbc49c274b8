package tutor.ui.ruling;

/**
 * The width a wrapping view's rows were last measured at (a list and a tree, which share no parent class): each
 * row's height depends on how its words wrap, so a new width has the view measure its rows again.
 */
final class RowWidth {

    private final Runnable remeasure;
    private int measured = -1;

    /** {@code remeasure} has the view's UI measure every row again. */
    RowWidth(Runnable remeasure) {
        this.remeasure = remeasure;
    }

    /** The view was laid out at {@code width}: its rows are measured again if that is not the width they have. */
    void laidOutAt(int width) {
        if (width != measured) {
            measured = width;
            remeasure.run();
        }
    }

    /** The rows' sizes were dropped (a new theme): the next layout measures them whatever its width. */
    void forget() {
        measured = -1;
    }
}
