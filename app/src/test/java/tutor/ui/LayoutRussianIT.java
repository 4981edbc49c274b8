package tutor.ui;

/** The same measures as {@link LayoutIT} with the window in Russian, whose words are long and whose plurals vary. */
class LayoutRussianIT extends LayoutIT {

    @Override
    protected String language() {
        return "ru";
    }
}
