package tutor.ui.situation;

import java.util.ArrayList;
import java.util.List;
import tutor.rules.Referee;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Pending;
import tutor.text.Texts;
import tutor.trace.Rulebook;
import tutor.trace.Words;

/**
 * What the table waits for, as whole sentences a learner can read: "Ben owes Ann $600 for Boardwalk.", "Ann is to
 * throw the dice.", never a bare "a debt". Who, how much and for what come from the position; the words from the
 * window's texts (the engine's short phrase is kept only for the rarer decisions, inside a sentence).
 */
public final class PendingWords {

    private final Texts texts;
    private final Words words;
    private final Rulebook rulebook;
    private final String language;

    public PendingWords(Texts texts, Words words, Rulebook rulebook, String language) {
        this.texts = texts;
        this.words = words;
        this.rulebook = rulebook;
        this.language = language;
    }

    /** One sentence per line: what the position waits for, and from whom. */
    public String describe(GameState s) {
        Pending p = s.pending();
        int actor = p.actor();
        String who = actor >= 0 && actor < s.players().size() ? s.table().name(actor) : "";
        if (p instanceof Pending.Debt d) {
            List<String> lines = new ArrayList<>();
            for (Pending.Owed o : d.owed()) {
                lines.add(owed(s, o));
            }
            return String.join("\n", lines);
        }
        if (p instanceof Pending.AwaitRoll) {
            return texts.get("situation.pending.roll", who);
        }
        if (p instanceof Pending.BuyDecision b) {
            return texts.get("situation.pending.buy", who, s.table().deed(b.deed(), language),
                    money(s, s.board().deed(b.deed()).price()));
        }
        if (p instanceof Pending.Auction a) {
            return texts.get("situation.pending.auction", s.table().deed(a.deed(), language), who);
        }
        if (p instanceof Pending.TurnOver) {
            return texts.get(turnOverKey(s, actor), who);
        }
        if (p instanceof Pending.GameOver g) {
            return g.winner() >= 0 ? texts.get("situation.pending.won", s.table().name(g.winner()))
                    : texts.get("situation.pending.over");
        }
        return texts.get("situation.pending.other", who, words.format(Referee.describe(s, p), s.table()));
    }

    /**
     * Sent to Jail, the turn is already over (the rules say so), so the sentence must not read as if the turn went
     * on: only dealings are left before the dice pass, and under rules that bar jailed players from dealing, none.
     */
    private static String turnOverKey(GameState s, int actor) {
        if (actor < 0 || actor >= s.players().size() || !s.player(actor).inJail()) {
            return "situation.pending.turnOver";
        }
        return s.rules().jailBarsDealings() ? "situation.pending.turnOverJailedNoDealings" : "situation.pending.turnOverJailed";
    }

    /** "Ben owes Ann $600 for Boardwalk." for rent; "Ben owes the Bank $200: Income Tax." for anything else. */
    private String owed(GameState s, Pending.Owed o) {
        String debtor = s.table().name(o.debtor());
        String creditor = o.creditor() == Estates.BANK ? texts.get("situation.pending.bank")
                : texts.get("situation.pending.creditor", s.table().name(o.creditor()));
        String amount = money(s, o.amount());
        if (o.ruleId().startsWith("rent")) {
            String space = s.table().space(s.player(o.debtor()).position(), language);
            return texts.get("situation.pending.rent", debtor, creditor, amount, space);
        }
        return texts.get("situation.pending.debt", debtor, creditor, amount, rulebook.title(o.ruleId()));
    }

    private String money(GameState s, int amount) {
        return tutor.ui.widgets.Money.of(language, s.board(), amount);
    }
}
