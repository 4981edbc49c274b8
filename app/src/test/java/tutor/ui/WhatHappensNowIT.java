package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tutor.rules.state.Move;

/**
 * "What happens now": one click makes the waiting decision's natural move and shows its ruling; where the scenario
 * asks something else first, the reply names the move and says again what is asked; while a question waits it is off
 * and says why.
 */
class WhatHappensNowIT extends AbstractTutorIT {

    @Test
    void oneClickThrowsTheDiceAndShowsTheRuling() {
        openScenario("jail-third-failed-throw");
        window.tabbedPane("tabs").selectTab(1); // the ledger: the click brings the ruling back into view
        window.button("action.now").requireEnabled();
        assertThat(window.button("action.now").target().getToolTipText()).contains("Ann throws the dice");
        window.button("action.now").click();

        assertThat(onEdt(() -> model().activity().timeline()).get(0).move()).isEqualTo(new Move.RollDice(0));
        window.tabbedPane("tabs").requireSelectedTab(org.assertj.swing.data.Index.atIndex(0));
        assertThat(situation()).contains("\u2714 On the third turn she throws.").contains("How much does she pay?");

        // The scenario's question asks what the throw cost: nothing to play meanwhile, and it says why; the ruling
        // is read once it is answered.
        window.button("action.now").requireDisabled();
        assertThat(window.button("action.now").target().getToolTipText()).isEqualTo("Answer the question first.");
        window.textBox("situation.amount").enterText("50\n");
        assertThat(onEdt(() -> model().timeline().selected().number())).isEqualTo(1);
        assertThat(frame.rulingDetail()).contains("Ann throws 2 + 3 = 5.");
    }

    /** A game started on Play is played on the table with Play lit: "What happens now" leaves Play lit (it lit Table). */
    @Test
    void onAGameStartedOnPlayTheStripKeepsPlayLit() {
        window.toggleButton("screen.play").click();
        window.textBox("play.seed").deleteText().enterText("7");
        window.button("play.start").click();
        window.toggleButton("screen.play").requireSelected();
        window.tabbedPane("tabs").selectTab(1);
        window.button("action.now").requireEnabled().click();
        waitFor("the ruling shown", () -> model().timeline().rulings().size() >= 1);
        assertThat(onEdt(frame::screen)).isEqualTo("table");
        window.tabbedPane("tabs").requireSelectedTab(org.assertj.swing.data.Index.atIndex(0));
        window.toggleButton("screen.play").requireSelected();
        window.toggleButton("screen.table").requireNotSelected();
    }

    @Test
    void theTimelineSaysTheTutorMadeTheMove() {
        openScenario("jail-third-failed-throw");
        window.button("action.now").click();
        window.textBox("situation.amount").enterText("50\n");
        waitFor("the ruling shown", () -> model().timeline().rulings().size() >= 1);
        assertThat(timelineRows()[0]).isEqualTo("1. Tutor's move: Ann throws the dice");
        assertThat(onEdt(() -> model().timeline().rulings().get(0).by())).isEqualTo(tutor.play.RulingEntry.By.TUTOR);
        org.assertj.swing.edt.GuiActionRunner.execute(() -> frame.applyLanguage("fr"));
        robot.waitForIdle();
        assertThat(timelineRows()[0]).startsWith("1. Coup du tuteur\u00a0: Ann ");
        org.assertj.swing.edt.GuiActionRunner.execute(() -> frame.applyLanguage("ru"));
        robot.waitForIdle();
        assertThat(timelineRows()[0]).startsWith("1. Ход тренажёра: Ann ");
    }

    /**
     * The family review: Ben owed more than all he could raise, and each click logged "refused: Ben pays what is owed"
     * again. Now the click says he is bankrupt and declares it; a refused move is never logged.
     */
    @Test
    void aDebtorWhoCannotRaiseTheMoneyIsToldHeIsBankruptNotRefusedAgain() {
        // The family's Q1 on Your own table: Ben owes Ann $2,000 for Boardwalk, has $1,200 and owns nothing.
        tutor.rules.state.Table table = tutor.data.Bundle.get().table("classic", java.util.List.of("Ann", "Ben", "Cat"));
        tutor.rules.state.GameState owing = new tutor.rules.position.PositionBuilder(table).cash("Ben", 1200).turn("Ben")
                .pending(new tutor.rules.state.Pending.Debt(java.util.List.of(new tutor.rules.state.Pending.Owed(1, 0, 2000, "rent.street")),
                        new tutor.rules.state.Pending.TurnOver(1), -1)).build();
        org.assertj.swing.edt.GuiActionRunner.execute(() -> model().open(new tutor.play.EditedPositionActivity(owing, "Your own table")));
        robot.waitForIdle();
        assertThat(window.button("action.now").target().getToolTipText())
                .startsWith("Ben cannot raise $2,000 even by selling and mortgaging everything: Ben is bankrupt.");
        window.button("action.now").requireEnabled().click();
        waitFor("the bankruptcy ruled", () -> model().activity().state().player(1).out());
        var played = onEdt(() -> model().activity().timeline());
        assertThat(played).hasSize(1);
        assertThat(played.get(0).move()).isEqualTo(new Move.DeclareBankruptcy(1));
        assertThat(onEdt(() -> model().activity().state().player(0).cash())).isEqualTo(1500 + 1200);
        for (String row : timelineRows()) {
            assertThat(row).doesNotContain("refused");
        }
    }

    @Test
    void whereTheScenarioAsksSomethingElseTheReplyNamesTheMoveAndTheQuestion() {
        openScenario("trade-buildings-block");
        window.button("action.now").requireEnabled().click();
        String reply = "Allowed (Ann throws the dice), but not what this situation asks about: "
                + "Ann wants to accept. What must she do first?";
        waitFor("the reply", () -> frame.situationText().contains(reply));
        assertThat(onEdt(() -> model().activity().state().player(0).position())).isZero();
    }
}
