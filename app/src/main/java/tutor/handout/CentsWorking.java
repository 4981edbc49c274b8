package tutor.handout;

import java.util.ArrayList;
import java.util.List;
import tutor.text.Message;
import tutor.text.Texts;

/**
 * The tutor's working as an answer key prints it for pupils to copy: every sum of money to the cent ("$18.51 per
 * roll", not the lab's "$18.5110", shown there finely enough to redo its sums) and a chance to at most four places of
 * a percent. The numbers are still worked from the unrounded values; a line whose arithmetic holds only for the
 * unrounded figures says "≈" instead of "=" (its {@code .about} message, where the family has one).
 */
final class CentsWorking {

    /** Money as a pupil writes it. */
    static final int CENTS = 2;
    /** A chance as a percentage: at most four decimals (2.3285%). */
    static final int CHANCE = 4;

    private CentsWorking() {
    }

    /** The line with its money to the cent and its chances to four places, "≈" where that rounded a figure of its sum. */
    static Message toTheCent(Message m) {
        boolean[] rounded = {false};
        List<Message.Arg> args = new ArrayList<>();
        for (Message.Arg a : m.args()) {
            args.add(arg(a, rounded));
        }
        String key = rounded[0] && Texts.of(m.family(), "en").has(m.key() + ".about") ? m.key() + ".about" : m.key();
        return new Message(m.family(), key, args);
    }

    /** Whether any line was rounded, so the key says once what "≈" means. */
    static boolean rounded(Message m) {
        return !toTheCent(m).equals(m);
    }

    private static Message.Arg arg(Message.Arg a, boolean[] rounded) {
        if (a instanceof Message.Money money && money.places() > CENTS) {
            rounded[0] |= money.amount().stripTrailingZeros().scale() > CENTS;
            return new Message.Money(money.amount(), money.sign(), CENTS);
        } else if (a instanceof Message.Percent p && p.places() > CHANCE) {
            rounded[0] = true;
            return new Message.Percent(p.fraction(), CHANCE);
        } else if (a instanceof Message.Nested n) {
            return new Message.Nested(toTheCent(n.message()));
        } else if (a instanceof Message.Joined j) {
            return new Message.Joined(j.separator(), j.parts().stream().map(p -> arg(p, rounded)).toList());
        } else if (a instanceof Message.Listed l) {
            return new Message.Listed(l.parts().stream().map(p -> arg(p, rounded)).toList());
        }
        return a;
    }
}
