package tutor.rules.state;

import tutor.trace.Msg;
import tutor.trace.Names;
import tutor.trace.Words;

/**
 * One way for a debtor to raise cash now: what to do, as a message ("Mortgage Reading Railroad:
 * +$100"), the move, and how much it brings. The last option is always a trade with another
 * player, whose move and amount are whatever the two agree, so it has no move and an amount of 0.
 */
public record RaiseOption(Msg label, Move move, int amount) {

    public boolean isTrade() {
        return move == null;
    }

    /** The label in a language, with the table's names for deeds and money. */
    public String label(Words words, Names names) {
        return words.format(label, names);
    }
}
