package tutor.play;

import com.ibm.icu.text.NumberFormat;
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

    /** A sum that need not be whole (an average, an income per roll): to the cent, in the same format. */
    public String money(double amount) {
        if (Math.abs(amount - Math.rint(amount)) < 0.005) {
            return money((int) Math.rint(amount));
        }
        if (amount < 0) {
            return "-" + money(-amount);
        }
        String template = template(words, "format.money:" + table.currency());
        if (template == null) {
            template = template(words, "format.money");
        }
        if (template == null) {
            template = "{sign}{amount}";
        }
        NumberFormat f = NumberFormat.getInstance(words.locale());
        f.setMinimumFractionDigits(2);
        f.setMaximumFractionDigits(2);
        return template.replace("{sign}", table.currency()).replace("{amount}", f.format(amount));
    }

    private static String template(Words w, String key) {
        for (Words at = w; at != null; at = at.fallback()) {
            String t = at.templates().get(key);
            if (t != null) {
                return t;
            }
        }
        return null;
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
