package tutor.ui.lesson;

import tutor.data.Bundle;
import tutor.ui.model.TutorModel;

/**
 * The language the window speaks. Until the View menu lets the user choose it, it is the settings'
 * {@code language} value, else the computer's own language where the tutor speaks it; this is the one
 * place the lessons screen asks, so switching to the window's language setting is a one-line change.
 */
final class WindowLanguage {

    private WindowLanguage() {
    }

    static String of(TutorModel model) {
        return model.language();
    }
}
