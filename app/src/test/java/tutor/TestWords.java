package tutor;

import tutor.data.Bundle;
import tutor.trace.Words;

/** The words tests read rulings in: English, and French and Russian where a test reads those. */
public final class TestWords {

    public static final Words EN = Bundle.get().words();
    public static final Words FR = Bundle.get().words("fr");
    public static final Words RU = Bundle.get().words("ru");

    private TestWords() {
    }
}
