package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * The dispute desk, a screen of its own: editions ticked by name, rulings side by side with the
 * differing clause and where each edition says so, a house rule's extra summed with the salary,
 * and the whole scenario ruled from its start on a worker thread.
 */
class DisputeDeskIT extends AbstractTutorIT {

    @Test
    void doubleRentWithAMortgagedLotIsRuledUnderEachEditionSideBySide() {
        openScenario("dispute-double-rent-mortgaged");
        // The question comes first; the desk compares only rulings the learner may see.
        window.toggleButton("screen.dispute").click();
        window.button("compare.run").click();
        assertThat(onEdt(() -> frame.comparisonText())).contains("No move has been made yet");
        window.button("compare.back").click();
        window.textBox("situation.amount").setText("100");
        window.button("situation.answer").click();
        window.toggleButton("screen.dispute").click();
        // The dispute names its editions: they are ticked already, each by its name in words.
        window.checkBox("compare.edition.classic").requireSelected().requireText("Classic (US long-form rules)");
        window.checkBox("compare.edition.ru-classic").requireSelected();
        // In English, the French edition too (it once read "Classique (règles françaises)").
        window.checkBox("compare.edition.fr-classic").requireSelected().requireText("Classic (French rules)");
        window.checkBox("compare.edition.fr-fast").requireText("Faster Game (French rules)");
        window.checkBox("compare.edition.modern").requireNotSelected();
        window.button("compare.run").click();
        String text = onEdt(() -> frame.comparisonText());
        assertThat(text).contains("Ben throws the dice")
                .contains("Classic (US long-form rules)").contains("Classic (Russian-language edition, in translation)")
                .contains("Ben pays Ann $100").contains("Ben pays Ann ₽50k")
                .contains("Double rent when a lot of the group is mortgaged")
                // The source as the ruling pane words it: its title, a dash, the section; never the id "ru-classic".
                .contains("Source: Classic (Russian-language edition, in translation) \u2014 "
                        + "Classic rules, English translation of a Russian-language edition \u2014 Paying rent")
                .doesNotContain("ru-classic,")
                .contains("They differ on 3 clauses")
                .contains("Classic (French rules)").doesNotContain("règles françaises");
        assertThat(text.indexOf("Classic (US long-form rules)")).isLessThan(text.indexOf("Classic (Russian-language edition"));

        // Back to the board, and the same desk for a house rule: the bonus is summed with the salary.
        window.button("compare.back").click();
        openScenario("dispute-go-400");
        window.button("action.roll").click();
        window.textBox("situation.amount").setText("200");
        window.button("situation.answer").click();
        window.toggleButton("screen.dispute").click();
        window.checkBox("compare.edition.modern").uncheck();
        window.button("compare.run").click();
        assertThat(onEdt(() -> frame.comparisonText()))
                .contains("Classic (US long-form rules) + $400 for stopping exactly on GO")
                .contains("the Bank pays Ann $200 salary at GO + $200 extra for stopping exactly on GO (house rule) = $400")
                .doesNotContain("the Bank pays Ann $200; the Bank pays Ann $200");
    }

    @Test
    void aWholeScenarioIsRuledFromItsStartUnderEachEditionOffTheEventThread() {
        openScenario("dispute-jail-doubles-roll-again");
        window.toggleButton("screen.dispute").click();
        window.checkBox("compare.edition.seminary").requireSelected();
        window.button("compare.whole").click();
        waitFor("the comparison", () -> frame.comparisonText().contains("from its start"));
        window.button("compare.whole").requireEnabled();
        assertThat(onEdt(() -> frame.comparisonText())).contains("Seminary house rules")
                .contains("Ann throws the dice")
                .contains("refused: Under this ruleset doubles do not open the Jail: Ann leaves by paying the $500 fine "
                        + "or playing a Get Out of Jail Free card.")
                .contains("Doubles free you from Jail")
                .contains("The rulings differ at");
    }

    @Test
    void aFreeGameWhoseChanceDeckHoldsAUsOnlyCardSaysOnceWhyItCannotBeReplayedUnderModern() {
        freeGameSevenAndAnnsFirstThrow();
        window.toggleButton("screen.dispute").click();
        window.checkBox("compare.edition.classic").requireSelected();
        window.checkBox("compare.edition.modern").requireSelected();
        window.button("compare.whole").click();
        waitFor("the comparison", () -> frame.comparisonText().contains("from its start"));
        String text = onEdt(() -> frame.comparisonText());
        assertThat(text).contains("This game cannot be replayed under Modern (Hasbro game guide, 2021 and later): "
                        + "this table's Chance deck has the card \u201cPay a poor tax of $15\u201d, which that edition does not print.")
                .contains("Ann pays the Bank $15")
                .doesNotContain(".yaml").doesNotContain("ch-poor-tax").doesNotContain("could not load").doesNotContain("does not apply");
        // Said once, above the rulings: the edition it could not replay under has no column of "does not apply".
        assertThat(text.split("cannot be replayed", -1)).hasSize(2);

        // In French and Russian, in their words: no English, no path, no id.
        onEdt(() -> {
            model().setLanguage("fr");
            return null;
        });
        waitFor("the French page", () -> frame.comparisonText().contains("depuis le début"));
        assertThat(onEdt(() -> frame.comparisonText()))
                .contains("Impossible de rejouer cette partie selon les règles modernes (guide de jeu Hasbro, 2021 et après)\u00a0: "
                        + "le paquet Chance de cette table contient la carte «\u00a0Payez une taxe de 15\u00a0$\u00a0», que cette édition n'imprime pas.")
                .doesNotContain("ne s'applique pas").doesNotContain("chargement impossible").doesNotContain("no card")
                .doesNotContain("Free game, seed")
                .doesNotContain(".yaml").doesNotContain("ch-poor-tax");
        onEdt(() -> {
            model().setLanguage("ru");
            return null;
        });
        waitFor("the Russian page", () -> frame.comparisonText().contains("с начала"));
        assertThat(onEdt(() -> frame.comparisonText())).contains("Эту партию нельзя переиграть по современным правилам Hasbro")
                .contains("на этом столе есть карточка «Заплатите налог в пользу бедных: 15")
                .doesNotContain("не применяется").doesNotContain("не загрузился").doesNotContain("no card").doesNotContain("ch-poor-tax");
    }

    @Test
    void comparingTheLastMoveUnderJuniorSaysWhyItCannotAndTheTicksStayWhenYouComeBack() {
        freeGameSevenAndAnnsFirstThrow();
        window.toggleButton("screen.dispute").click();
        window.checkBox("compare.edition.junior").requireNotSelected().click();
        window.button("compare.run").click();
        String text = onEdt(() -> frame.comparisonText());
        // Neither Junior nor Modern has the card Ann drew: each column says so, and neither counts as agreeing
        // (shots 76, 77, 126: Junior once ruled on a board it does not have and "the same ruling under every one").
        assertThat(text).contains("This move cannot be ruled under Monopoly Junior: this table's Chance deck has the card \u201cPay a poor tax of $15\u201d, which that edition does not print.")
                .contains("This move cannot be ruled under Modern (Hasbro game guide, 2021 and later): this table's Chance deck has the card")
                .contains("Only \u201cClassic (US long-form rules)\u201d could rule this move, so there is nothing to compare it with.")
                .doesNotContain("The same ruling under every one of them.");
        assertThat(text.split("Ann pays the Bank \\$15", -1)).as("only the edition that ruled rules it").hasSize(2);

        // Back to the table and to the desk again, then a new game: the editions ticked stay ticked (shot-124).
        window.button("compare.back").click();
        window.toggleButton("screen.dispute").click();
        window.checkBox("compare.edition.junior").requireSelected();
        window.checkBox("compare.edition.modern").requireSelected();
        // Play first brings back the game it showed (issue 22); pressed again, the New game form.
        window.toggleButton("screen.play").click();
        assertThat(onEdt(frame::screen)).isEqualTo("table");
        window.toggleButton("screen.play").click();
        window.textBox("play.seed").deleteText().enterText("8");
        window.button("play.start").click();
        window.toggleButton("screen.dispute").click();
        window.checkBox("compare.edition.junior").requireSelected();
        assertThat(GuiActionRunner.execute(() -> model().settings().get("compare.ticked.editions", ""))).contains("junior");
    }

    /**
     * The family's question "does the $50 Jail fine go under Free Parking?" on their own table, under Classic and Classic
     * with the Free Parking pot: each column says where the $50 went and on whose word, the edition and its source named
     * in words (issue 22, family walk 5: the house-rule column said nothing of the fine, and the ruling pane's "goes to"
     * line read "classic: us-longform, Jail").
     */
    @Test
    void theJailFineUnderAFreeParkingHouseRuleSaysWhereTheFiftyWentInWords() {
        var table = tutor.data.Bundle.get().table("classic", java.util.List.of("Ann", "Ben"));
        var start = new tutor.rules.position.PositionBuilder(table).inJail("Ann", 0).turn("Ann").dice(3, 4).draft();
        onEdt(() -> {
            frame.editor().load(start);
            frame.editor().askReferee();
            return null;
        });
        // The desk is open once before the move: after it, the title still names the family's table.
        window.toggleButton("screen.dispute").click();
        window.button("compare.back").click();
        onEdt(() -> {
            model().act(new tutor.rules.state.Move.PayJailFine(0));
            return null;
        });
        window.toggleButton("screen.dispute").click();
        assertThat(window.label("compare.title").text()).isEqualTo("Dispute desk: Your own table: Classic (US long-form rules)");
        window.checkBox("compare.edition.classic").requireSelected();
        window.checkBox("compare.edition.modern").uncheck();
        window.checkBox("compare.house.free-parking-pot").check();
        window.button("compare.run").click();
        String text = onEdt(() -> frame.comparisonText());
        // Under the pot house rule the fine still goes to the Bank: both columns say so in words, and the desk calls it
        // the same ruling (it listed the pot column's "goes to: the Bank" line under "Where they differ" before).
        assertThat(text).contains("Classic (US long-form rules) + Money under Free Parking")
                .containsSubsequence("Ann pays the Bank $50", "Ann pays the Bank $50")
                .contains("every ticked edition gives the same ruling")
                .doesNotContain("classic:").doesNotContain("us-longform").doesNotContain("free-parking-pot");

        onEdt(() -> {
            model().setLanguage("fr");
            return null;
        });
        assertThat(onEdt(() -> frame.comparisonText())).containsSubsequence("Ann paie 50\u00a0$ à la Banque", "Ann paie 50\u00a0$ à la Banque")
                .contains("la même décision").doesNotContain("classic:").doesNotContain("us-longform");
        onEdt(() -> {
            model().setLanguage("ru");
            return null;
        });
        assertThat(onEdt(() -> frame.comparisonText())).containsSubsequence("Ann платит 50", "Банк", "Ann платит 50", "Банк")
                .contains("решается одинаково").doesNotContain("classic:").doesNotContain("us-longform");
    }
}
