package tutor.ui;

/** {@link TextBoxesIT} in the light theme. */
class TextBoxesLightIT extends TextBoxesIT {

    @Override
    protected Theme theme() {
        return Theme.LIGHT;
    }
}
