package tutor.ui.situation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.Tables;
import tutor.rules.edition.RuleIds;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Pending;
import tutor.rules.state.Table;
import tutor.text.Texts;

/** What a table waits for is said in whole sentences, with who, how much and for what; never "a debt". */
class PendingWordsTest {

    private final Table table = Tables.classic("Ann", "Ben");

    private static PendingWords in(String lang) {
        return new PendingWords(Texts.of("ui", lang), Bundle.get().words(lang), Bundle.get().rulebook(lang), lang);
    }

    private GameState owing(Pending.Owed owed) {
        return new PositionBuilder(table).owns("Ann", "Boardwalk").at("Ben", "Boardwalk")
                .pending(new Pending.Debt(List.of(owed), new Pending.TurnOver(1), -1)).build();
    }

    @Test
    void aRentDebtNamesTheDebtorTheCreditorTheSumAndTheSquare() {
        GameState s = owing(new Pending.Owed(1, 0, 600, RuleIds.RENT_STREET));
        assertThat(in("en").describe(s)).isEqualTo("Ben owes Ann $600 for Boardwalk.");
        assertThat(in("fr").describe(s)).isEqualTo("Ben doit 600\u00a0$ à Ann pour la case Boardwalk.");
        String ru = tutor.ui.widgets.Money.of("ru", s.board(), 600); // Russian's own spaces round a sum
        assertThat(in("ru").describe(s)).isEqualTo("Ben платит " + ru + " за остановку на поле «Boardwalk», получатель\u00a0— Ann.");
    }

    @Test
    void aDebtToTheBankNamesTheRuleItIsOwedUnder() {
        GameState s = owing(new Pending.Owed(1, Estates.BANK, 200, RuleIds.TAX_INCOME));
        assertThat(in("en").describe(s)).isEqualTo("Ben owes the Bank $200 (rule: Income Tax).").doesNotContain("a debt");
        // A rule's title is named as the rule, never glued on as if it were a sentence ("...$300: Money you cannot pay.").
        GameState owedToAnn = owing(new Pending.Owed(1, 0, 300, RuleIds.DEBT_PENDING));
        assertThat(in("en").describe(owedToAnn)).isEqualTo("Ben owes Ann $300 (rule: Money you cannot pay).");
        // French quotes the title, which keeps its capital (the seventh native read): «(règle « Une somme… »)», not «(règle : Une somme…)»
        assertThat(in("fr").describe(owedToAnn)).startsWith("Ben doit 300\u00a0$ à Ann (règle «\u00a0").endsWith("\u00a0»).");
    }

    @Test
    void otherDecisionsAreSentencesToo() {
        GameState roll = new PositionBuilder(table).build();
        assertThat(in("en").describe(roll)).isEqualTo("Ann is to throw the dice.");
        int boardwalk = new PositionBuilder(table).deed("Boardwalk");
        GameState buy = new PositionBuilder(table).at("Ann", "Boardwalk").pending(new Pending.BuyDecision(0, boardwalk)).build();
        assertThat(in("en").describe(buy)).isEqualTo("Ann decides whether to buy Boardwalk for $400.");
    }

    @Test
    void sentToJailTheTurnIsOverAndOnlyDealingsAreLeftWhereTheRulesAllowThem() {
        GameState jailed = new PositionBuilder(table).inJail("Ann", 0).pending(new Pending.TurnOver(0)).build();
        assertThat(in("en").describe(jailed))
                .isEqualTo("Ann's turn is over: Ann is in Jail. Before passing the dice, Ann may still build, trade or mortgage.")
                .doesNotContain("then ends the turn");
        // French elides «de» before a vowel, so no name follows it: «Tour terminé : Ann…», never «Le tour de Ann»
        assertThat(in("fr").describe(jailed))
                .isEqualTo("Tour terminé\u00a0: Ann est en prison. Avant de passer les dés, Ann peut encore construire, échanger ou hypothéquer.");
        assertThat(in("ru").describe(jailed)).startsWith("Ann в тюрьме, ход окончен").doesNotContain("заканчивает ход");
        GameState free = new PositionBuilder(table).pending(new Pending.TurnOver(0)).build();
        assertThat(in("en").describe(free)).isEqualTo("Ann may build, trade or mortgage, then ends the turn.");
        Table seminary = tutor.data.Bundle.get().table("seminary", List.of("Ann", "Ben"));
        GameState barred = new PositionBuilder(seminary).inJail("Ann", 0).pending(new Pending.TurnOver(0)).build();
        assertThat(in("en").describe(barred)).contains("may not build or trade").doesNotContain("may still build");
    }
}
