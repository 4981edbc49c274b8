package tutor.rules;

import static tutor.TestWords.EN;

import static org.assertj.core.api.Assertions.assertThat;
import static tutor.rules.Moves.apply;
import static tutor.rules.Moves.reject;

import org.junit.jupiter.api.Test;
import tutor.rules.edition.RuleIds;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.state.Table;
import tutor.rules.state.TaxOption;
import tutor.rules.state.Transfer;

/** Income Tax with and without the 10% choice, and Luxury Tax per edition. */
class TaxTest {

    @Test
    void classicIncomeTaxAsksForTheChoiceBeforeCounting() {
        Table t = Tables.classic();
        GameState s = apply(new PositionBuilder(t).at("Ben", 1).turn("Ben").dice(1, 2).build(), new Move.RollDice(1)).after();
        assertThat(s.pending()).isEqualTo(new Pending.TaxChoice(1, 4));
        assertThat(reject(s, new Move.EndTurn(1)).ruleId()).isEqualTo(RuleIds.TURN_DECISION_FIRST);
        Outcome flat = apply(s, new Move.ChooseIncomeTax(1, TaxOption.FLAT));
        assertThat(flat.ledger()).containsExactly(new Transfer(1, Estates.BANK, 200, RuleIds.TAX_INCOME));
    }

    @Test
    void tenPercentCountsCashPrintedPricesMortgagedIncludedAndBuildingsAtCost() {
        Table t = Tables.classic();
        GameState s = apply(new PositionBuilder(t).at("Ben", 1).turn("Ben").dice(1, 2).cash("Ben", 1203)
                .owns("Ben", "Park Place", "Boardwalk", "Reading Railroad").mortgaged("Reading Railroad")
                .houses("Park Place", 2).hotel("Boardwalk").build(), new Move.RollDice(1)).after();
        Outcome o = apply(s, new Move.ChooseIncomeTax(1, TaxOption.PERCENT));
        // cash 1203 + deeds 350 + 400 + 200 + buildings 2 × 200 + (200 + 4 × 200) = 3553; 10% = 355.3 -> 355
        assertThat(o.ledger()).containsExactly(new Transfer(1, Estates.BANK, 355, RuleIds.TAX_INCOME_CHOICE));
        assertThat(o.trace().flatten(EN)).anyMatch(st -> st.arithmetic().startsWith("10% × ($1,203 + $950 + $1,400) = 10% × $3,553 = $355"));
    }

    @Test
    void modernIncomeTaxIsAFlat200WithNoChoice() {
        Table t = Tables.modern();
        Outcome o = apply(new PositionBuilder(t).at("Ben", 1).turn("Ben").dice(1, 2).build(), new Move.RollDice(1));
        assertThat(o.ledger()).containsExactly(new Transfer(1, Estates.BANK, 200, RuleIds.TAX_INCOME));
        assertThat(o.after().pending()).isEqualTo(new Pending.TurnOver(1));
        assertThat(reject(o.after(), new Move.ChooseIncomeTax(1, TaxOption.PERCENT)).ruleId())
                .isEqualTo(RuleIds.TAX_INCOME_CHOICE);
    }

    @Test
    void luxuryTaxIs75InClassicAnd100InModern() {
        Outcome classic = apply(new PositionBuilder(Tables.classic()).at("Ben", 35).turn("Ben").dice(1, 2).build(),
                new Move.RollDice(1));
        assertThat(classic.ledger()).containsExactly(new Transfer(1, Estates.BANK, 75, RuleIds.TAX_LUXURY));
        Outcome modern = apply(new PositionBuilder(Tables.modern()).at("Ben", 35).turn("Ben").dice(1, 2).build(),
                new Move.RollDice(1));
        assertThat(modern.ledger()).containsExactly(new Transfer(1, Estates.BANK, 100, RuleIds.TAX_LUXURY));
        assertThat(modern.trace().flatten(EN)).anyMatch(st -> st.ruleId().equals(RuleIds.TAX_LUXURY)
                && st.source().startsWith("us-guide-2021"));
    }
}
