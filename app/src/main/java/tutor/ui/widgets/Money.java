package tutor.ui.widgets;

import tutor.data.Bundle;
import tutor.rules.edition.Board;

/**
 * Sums as the window shows them: in the board's currency, written the way the language writes money
 * ("$1,500", "1 500 €", "1 500 тыс. ₽"), by the rulebook's words, so the window and the rulings agree.
 */
public final class Money {

    private Money() {
    }

    /** A sum on a board, in a language the rule data speaks ("en", "fr", "ru"). */
    public static String of(String language, Board board, int amount) {
        return Bundle.get().words(language).money(amount, board.currency());
    }

    /**
     * What a language writes after a sum's number on a board whose sign does not lead: "€" in "1 500 €", and the
     * unit with it where the notes count thousands ("тыс. ₽" in "50 тыс. ₽"), so a field typed in the board's
     * units says which units they are.
     */
    public static String unitAfter(String language, Board board) {
        return of(language, board, 1).replaceFirst("1", "").replaceAll("^[\\s\u00a0]+|[\\s\u00a0]+$", "");
    }
}
