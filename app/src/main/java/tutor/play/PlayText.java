package tutor.play;

import tutor.data.Bundle;
import tutor.rules.state.Table;
import tutor.text.Texts;
import tutor.trace.Words;

/**
 * The words of a game in one language: the {@code play} texts, the rulebook's words for money and
 * the table's names of squares and deeds in that language. Shared by the window and the command line.
 */
public final class PlayText {

    private final String language;
    private final Texts texts;
    private final Words words;
    private final Table table;

    public PlayText(String language, Table table) {
        this.language = language;
        this.texts = Texts.of("play", language);
        this.words = Bundle.get().words(Texts.PSEUDO.equals(language) ? "en" : language);
        this.table = table;
    }

    public String language() {
        return language;
    }

    public Words words() {
        return words;
    }

    public Table table() {
        return table;
    }

    public String get(String key, Object... args) {
        return texts.get(key, args);
    }

    /** A sum in the table's currency, written as the rulebook of this language writes money. */
    public String money(int amount) {
        return words.money(amount, table.currency());
    }

    /**
     * A sum that need not be whole (an average, an income per roll): to the cent, in the same format as
     * every other sum of this language (never another language's way of writing the currency).
     */
    public String money(double amount) {
        return words.money(new java.math.BigDecimal(amount), table.currency());
    }

    public String deed(int id) {
        return table.deed(id, words.language());
    }

    public String space(int index) {
        return table.space(index, words.language());
    }

    public String player(int seat) {
        return table.name(seat);
    }
}
