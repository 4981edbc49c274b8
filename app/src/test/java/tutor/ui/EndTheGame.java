package tutor.ui;

import java.util.List;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import tutor.text.Texts;

/** The game bar's End, and the answer to the question it asks first (Save, then end / End the game / Keep playing). */
final class EndTheGame {

    private EndTheGame() {
    }

    /** Clicks End and then the question's button whose key is {@code answer} (in the window's language, whichever it is). */
    static JOptionPaneFixture ask(FrameFixture window) {
        window.button("play.end").click();
        return window.optionPane(org.assertj.swing.timing.Timeout.timeout(5000));
    }

    static void answer(JOptionPaneFixture question, String key) {
        List<String> words = Texts.LANGUAGES.stream().map(l -> Texts.of("play", l).get(key)).toList();
        question.button(new GenericTypeMatcher<javax.swing.JButton>(javax.swing.JButton.class) {
            @Override
            protected boolean isMatching(javax.swing.JButton b) {
                return words.contains(b.getText());
            }
        }).click();
    }

    /** End, confirmed. */
    static void confirmed(FrameFixture window) {
        answer(ask(window), "bar.end.confirm.end");
    }
}
