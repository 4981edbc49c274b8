package tutor.ui.widgets;

import tutor.data.Bundle;
import tutor.rules.edition.Board;

/**
 * Sums as the window shows them: in the board's currency, written the way the language writes money
 * ("$1500", "1 500 €", "1 500 тыс. ₽"), by the rulebook's words, so the window and the rulings agree.
 */
public final class Money {

    private Money() {
    }

    /** A sum on a board, in a language the rule data speaks ("en", "fr", "ru"). */
    public static String of(String language, Board board, int amount) {
        return Bundle.get().words(language).money(amount, board.currency());
    }
}
