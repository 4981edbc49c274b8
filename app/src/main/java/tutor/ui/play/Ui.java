package tutor.ui.play;

import tutor.data.Bundle;
import tutor.text.Texts;

/** The language the Play screen speaks: {@code -Dtutor.lang=fr} or the computer's, when the tutor knows it. */
final class Ui {

    private Ui() {
    }

    /** The window's model, whose language (View > Language) the Play screen follows once it is set. */
    private static volatile java.util.function.Supplier<String> window;

    static void follow(tutor.ui.model.TutorModel model) {
        window = model::language;
    }

    static String language() {
        if (window != null) {
            return window.get();
        }
        String asked = System.getProperty("tutor.lang");
        return asked != null && (Texts.LANGUAGES.contains(asked) || Texts.PSEUDO.equals(asked)) ? asked : Bundle.defaultLanguage();
    }

    static Texts texts() {
        return Texts.of("play", language());
    }
}
