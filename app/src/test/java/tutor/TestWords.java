package tutor;

import tutor.data.Bundle;
import tutor.trace.Words;

/** The English words tests read rulings in. */
public final class TestWords {

    public static final Words EN = Bundle.get().words();

    private TestWords() {
    }
}
