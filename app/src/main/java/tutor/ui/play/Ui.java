package tutor.ui.play;

import tutor.data.Bundle;
import tutor.text.Texts;

/** The language the Play screen speaks: {@code -Dtutor.lang=fr} or the computer's, when the tutor knows it. */
final class Ui {

    private Ui() {
    }

    static String language() {
        String asked = System.getProperty("tutor.lang");
        return asked != null && (Texts.LANGUAGES.contains(asked) || Texts.PSEUDO.equals(asked)) ? asked : Bundle.defaultLanguage();
    }

    static Texts texts() {
        return Texts.of("play", language());
    }
}
