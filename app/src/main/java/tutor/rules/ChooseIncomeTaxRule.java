package tutor.rules;

import java.util.List;
import tutor.rules.edition.RuleIds;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.rules.state.TaxOption;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of ChooseIncomeTax: when it is allowed, what it does (Taxes), and how it reads. */
final class ChooseIncomeTaxRule extends KindRule<Move.ChooseIncomeTax> {
    ChooseIncomeTaxRule() {
        super(Move.ChooseIncomeTax.class);
    }

    @Override
    public void apply(Play p, GameState s, Move.ChooseIncomeTax m) {
        Taxes.choose(p, m.player(), m.option(), ((Pending.TaxChoice) s.pending()).space());
    }

    @Override
    public Msg describe(GameState s, Move.ChooseIncomeTax m) {
        // the percentage is given so a language may name it ("10 % de sa fortune") rather than "a percentage"
        return Msg.of(m.option() == TaxOption.FLAT ? "say.tax-flat" : "say.tax-percent", "player", Arg.player(m.player()),
                "percent", s.rules().incomeTaxPercent());
    }

    /** One kind of move written as two words, one per way of paying. */
    @Override
    public List<String> verbs() {
        return List.of("income-tax-flat", "income-tax-percent");
    }

    @Override
    public String verb(Move.ChooseIncomeTax m) {
        return m.option() == TaxOption.FLAT ? "income-tax-flat" : "income-tax-percent";
    }

    @Override
    public Move.ChooseIncomeTax fromVerb(String verb, int player, int deed) {
        return new Move.ChooseIncomeTax(player, verb.equals("income-tax-flat") ? TaxOption.FLAT : TaxOption.PERCENT);
    }

    @Override
    public java.util.List<Move.ChooseIncomeTax> candidates(GameState s, int seat) {
        return java.util.List.of(new Move.ChooseIncomeTax(seat, TaxOption.FLAT), new Move.ChooseIncomeTax(seat, TaxOption.PERCENT));
    }

    @Override
    public Rejection check(GameState s, Move.ChooseIncomeTax m) {
        int seat = m.player();
        return s.pending() instanceof Pending.TaxChoice tc && tc.player() == seat ? null
                : Decisions.notYourDecision(s, seat, m, RuleIds.TAX_INCOME_CHOICE, Msg.of("reject.tax.no-choice"));
    }
}
