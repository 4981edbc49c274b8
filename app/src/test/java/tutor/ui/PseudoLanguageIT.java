package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.swing.JMenuBar;
import org.junit.jupiter.api.Test;
import tutor.text.Texts;

/**
 * The window started in the tests' made-up language ({@link Texts#PSEUDO}: every text of the bundles accented
 * and bracketed "⟪...⟫"): every menu, label, button, tooltip, accessible name, column, tab, title and word painted
 * on the board must carry the brackets or be data (the board's names, players' names, the scenario's own texts,
 * sums, rule ids). A word of English left outside the bundles shows up here by its file's component name.
 */
class PseudoLanguageIT extends AbstractTutorIT {

    @Override
    protected String language() {
        return Texts.PSEUDO;
    }

    @Test
    void everyWordTheWindowShowsComesFromTheTextsOrIsData() {
        openScenario("cards-go-then-jail");
        playExpected(3);
        List<String> english = new ArrayList<>();
        Set<String> data = data();
        english.addAll(notPseudo("title", List.of(onEdt(() -> frame.getTitle())), data));
        english.addAll(onEdt(() -> menus(frame.getJMenuBar(), data)));
        english.addAll(onEdt(() -> shown(frame.getRootPane(), data)));
        english.addAll(notPseudo("board spaces", onEdt(this::printedWords), data));
        // A card drawn shows its own words, as the edition's deck has them.
        english.addAll(notPseudo("board centre", onEdt(() -> frame.board().centreWords()), data, true));

        // The dispute desk with the last move compared under every edition the scenario names.
        onEdt(() -> {
            frame.showScreen("dispute");
            return null;
        });
        robot.waitForIdle();
        onEdt(() -> {
            frame.compareLastMove();
            return null;
        });
        robot.waitForIdle();
        english.addAll(onEdt(() -> shown(frame.getRootPane(), data)));

        // A question with an amount to type, and the status line's notices after a theme change.
        onEdt(() -> {
            frame.showScreen("table");
            frame.applyTheme(Theme.DARK);
            return null;
        });
        robot.waitForIdle();
        english.addAll(notPseudo("status", List.of(onEdt(() -> frame.statusText())), data));
        openScenario("rent-utility");
        playExpected(1);
        english.addAll(onEdt(() -> shown(frame.getRootPane(), data())));
        english.addAll(notPseudo("board centre", onEdt(() -> frame.board().centreWords()), data(), true));

        assertThat(english).as("texts shown without the made-up language's brackets, nor data").isEmpty();
        // And the walk did see the window: a menu bar and a board full of words.
        assertThat(onEdt(() -> frame.getJMenuBar().getMenuCount())).isGreaterThanOrEqualTo(4);
        assertThat(onEdt(() -> frame.board().centreWords())).isNotEmpty();
    }

    /** What the tutor shows that is not its own words: names, the scenarios' texts. */
    private Set<String> data() {
        return onEdt(() -> PseudoWords.data(model()));
    }

    /** Each space's printed words, its lines put together again where the board hyphenated or wrapped a name. */
    private List<String> printedWords() {
        List<String> words = new ArrayList<>();
        int size = model().activity().state().board().size();
        for (int i = 0; i < size; i++) {
            words.add(String.join(" ", frame.board().printed(i)).replace("- ", ""));
        }
        return words;
    }

    private static List<String> menus(JMenuBar bar, Set<String> data) {
        return PseudoWords.menus(bar, data);
    }

    private static List<String> shown(Container root, Set<String> data) {
        return PseudoWords.shown(root, data);
    }

    private static List<String> notPseudo(String where, List<String> texts, Set<String> data) {
        return PseudoWords.notPseudo(where, texts, data);
    }

    private static List<String> notPseudo(String where, List<String> texts, Set<String> data, boolean rulebookAlone) {
        return PseudoWords.notPseudo(where, texts, data, rulebookAlone);
    }
}
