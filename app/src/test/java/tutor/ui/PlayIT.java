package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import tutor.play.Activity;
import tutor.play.GameActivity;

/**
 * A short free game in the window: Ann (a person) against two computer players, seed 7. The
 * computer's moves come from the game bar's timer; the coach speaks before Ann's purchase; undo
 * takes the purchase back but not the throw; ending the game shows the summary and its chart.
 */
class PlayIT extends AbstractTutorIT {

    private GameActivity game() {
        return onEdt(() -> (GameActivity) model().activity());
    }

    @Test
    void aShortGameAgainstTheComputerWithTheCoachUndoAndTheSummary() {
        window.toggleButton("screen.play").click();
        window.textBox("play.seed").deleteText().enterText("7");
        window.button("play.start").click();
        assertThat(onEdt(() -> model().activity().kind())).isEqualTo(Activity.Kind.FREE_GAME);
        assertThat(onEdt(frame::screen)).isEqualTo("table");
        // The game is played on the table, but the bar still lights Play, the tab the teacher chose.
        window.toggleButton("screen.play").requireSelected();
        window.toggleButton("screen.table").requireNotSelected();
        window.label("play.status").requireText("Ann to play: choose a move below.");
        window.slider("play.speed").slideToMaximum();

        // Seed 7: Ann throws 6+1 to Chance and pays the $15 poor tax.
        window.button("action.roll").click();
        window.label("player.Ann.cash").requireText("$1,485");
        window.button("action.end").click();
        // Ben and Cat play their turns on the timer; then it is Ann's again.
        waitFor("the computers' turns", () -> model().activity().learnerSeat() == 0 && game().game().turns() == 3);
        assertThat(onEdt(() -> model().timeline().rulings().size())).isGreaterThanOrEqualTo(6);
        assertThat(onEdt(() -> model().timeline().rulings().stream().anyMatch(r -> r.what().startsWith("Ben")))).isTrue();

        // The coach is off until asked; on, it gives the purchase's figures before Ann decides.
        assertThat(onEdt(() -> frame.coach().text())).startsWith("The coach is off.");
        window.tabbedPane("tabs").selectTab("Coach");
        window.checkBox("play.coach.on").check();
        window.button("action.roll").click(); // 2+2: St. Charles Place, on offer
        waitFor("the offer", () -> frame.coach().text().contains("Buy St. Charles Place for $140: you would hold $1,345."));
        assertThat(onEdt(() -> frame.coach().text())).contains("The coach gives figures; the choice is yours.");

        window.button("action.buy").click();
        window.label("player.Ann.cash").requireText("$1,345");
        window.button("action.undo").requireEnabled().click();
        window.label("player.Ann.cash").requireText("$1,485");
        // The throw stays: St. Charles Place is on offer again, and nothing more can be taken back.
        window.button("action.buy").requireVisible();
        window.button("action.undo").requireDisabled();

        // End asks first, saying what stays and what goes; "Keep playing" leaves the game as it was.
        var question = EndTheGame.ask(window);
        assertThat(onEdt(() -> ((tutor.ui.widgets.WrappingLabel) window.label("play.end.question").target()).words()))
                .contains("summary and net-worth chart stay").contains("save it first");
        java.awt.Rectangle asked = onEdt(() -> javax.swing.SwingUtilities.getWindowAncestor(question.target()).getBounds());
        java.awt.Rectangle screen = onEdt(() -> frame.getGraphicsConfiguration().getBounds());
        assertThat(screen.contains(asked)).as("the question " + asked + " fits the screen " + screen).isTrue();
        EndTheGame.answer(question, "bar.end.confirm.cancel");
        assertThat(onEdt(() -> game().endedByLearner())).isFalse();
        window.button("action.buy").requireVisible();
        // Two clicks on End (the second queued while the question was slow to come) ask once: once ended, no second
        // question about the same game (teacher walk 5 saw a duplicate question, then a menu stuck over the board).
        javax.swing.JButton end = (javax.swing.JButton) window.button("play.end").target();
        javax.swing.SwingUtilities.invokeLater(() -> {
            end.doClick();
            end.doClick();
        });
        EndTheGame.answer(window.optionPane(org.assertj.swing.timing.Timeout.timeout(5000)), "bar.end.confirm.end");
        robot.waitForIdle();
        assertThat(onEdt(() -> java.util.Arrays.stream(java.awt.Window.getWindows())
                .filter(w -> w.isShowing() && w instanceof javax.swing.JDialog).count()))
                .as("no second question after the game ended").isZero();
        assertThat(onEdt(() -> game().endedByLearner())).isTrue();
        assertThat(onEdt(frame::screen)).isEqualTo("play");
        window.label("play.summary.headline").requireVisible();
        assertThat(onEdt(() -> ((tutor.ui.widgets.WrappingLabel) window.label("play.summary.headline").target()).words()))
                .startsWith("Stopped in turn 4 (3 turns played in full)");
        assertThat(window.table("play.summary.table").rowCount()).isEqualTo(3);
        window.table("play.summary.table").requireCellValue(org.assertj.swing.data.TableCell.row(0).column(1), "$1,485");
        assertThat(onEdt(() -> robot.finder().findByName("play.summary.chartPanel", java.awt.Component.class, false).isShowing()))
                .isTrue();
        // Each player's net-worth line is in the colour of that player's token on the board.
        java.util.List<java.awt.Color> lines = onEdt(() -> {
            @SuppressWarnings("unchecked")
            org.knowm.xchart.XChartPanel<org.knowm.xchart.XYChart> panel = (org.knowm.xchart.XChartPanel<org.knowm.xchart.XYChart>)
                    robot.finder().findByName("play.summary.chartPanel", java.awt.Component.class, false);
            return panel.getChart().getSeriesMap().values().stream().map(x -> x.getLineColor()).toList();
        });
        assertThat(lines).containsExactly(tutor.ui.board.BoardView.playerColor(0), tutor.ui.board.BoardView.playerColor(1),
                tutor.ui.board.BoardView.playerColor(2));
        // The game has ended: Continue, One turn, Save and End game leave the Play screen (they stood above the New game
        // form with nothing left to pace). The Table brings back its own scenario, with no game bar over it (issue 22).
        assertThat(onEdt(() -> robot.finder().findByName("play.bar", java.awt.Component.class, false).isVisible())).isFalse();
        window.toggleButton("screen.table").click();
        assertThat(onEdt(() -> model().activity().kind())).isEqualTo(Activity.Kind.SCENARIO);
        assertThat(onEdt(() -> robot.finder().findByName("play.bar", java.awt.Component.class, false).isVisible())).isFalse();
        window.toggleButton("screen.play").click();
        assertThat(onEdt(() -> robot.finder().findByName("play.bar", java.awt.Component.class, false).isVisible())).isFalse();

        // A passing notice goes with the language it was worded in: no "Projector theme." on a French window.
        onEdt(() -> {
            model().notice(model().texts().get("notice.theme.projector"), false);
            return null;
        });
        window.label("status.message").requireText(onEdt(() -> model().texts().get("notice.theme.projector")));
        onEdt(() -> {
            model().setLanguage("fr");
            return null;
        });
        assertThat(onEdt(() -> window.label("status.message").target().getText().trim())).isEmpty();
        // The summary is worded again, counting the turn as the game did («au 4e tour»).
        assertThat(onEdt(() -> ((tutor.ui.widgets.WrappingLabel) window.label("play.summary.headline").target()).words()))
                .startsWith("Partie arrêtée au 4e tour de joueur (3 tours terminés)");
    }

    @Test
    void diceTypedWithoutEnterAreThrownAsTypedAndADieOfSevenIsRefused() {
        // A teacher typed 2 and 3 at a real table and pressed "Throw these": the tutor ruled the dice last committed
        // (1 + 3), because a button press does not commit a spinner's text.
        window.toggleButton("screen.play").click();
        window.textBox("play.seed").deleteText().enterText("7");
        window.button("play.start").click();
        window.spinner("play.die1").enterText("7");
        window.spinner("play.die2").enterText("3");
        window.button("play.throwTyped").click();
        window.optionPane().requireMessage(java.util.regex.Pattern.compile(".*1 to 6.*")).okButton().click();
        assertThat(GuiActionRunner.execute(() -> model().activity().state().player(0).position())).isZero();
        window.spinner("play.die1").enterText("2");
        window.button("play.throwTyped").click();
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> model().activity().state().player(0).position())).isEqualTo(5);
    }

    @Test
    void aGameLeftForTheEditorWaitsToBeTakenUpAgain() {
        window.toggleButton("screen.play").click();
        // A house rule's name alone leaves a family guessing which payments go to the pot: its tip says.
        assertThat(window.checkBox("play.house.free-parking-pot").target().getToolTipText())
                .contains("Taxes").contains("fine for leaving Jail still goes to the Bank");
        window.textBox("play.seed").deleteText().enterText("7");
        window.button("play.start").click();
        window.button("action.roll").click(); // seed 7: Chance, the $15 poor tax
        window.label("player.Ann.cash").requireText("$1,485");
        GameActivity first = game();

        // The family checks a rule at their own table: the editor's referee opens another activity.
        window.toggleButton("screen.editor").click();
        window.button("editor.ask").click();
        assertThat(onEdt(() -> model().activity())).isNotSameAs(first);

        // The game was not thrown away: Play brings back what it last showed, the game as it was (issue 22)...
        window.toggleButton("screen.play").click();
        assertThat(onEdt(() -> model().activity())).isSameAs(first);
        assertThat(onEdt(frame::screen)).isEqualTo("table");
        // ...and once Play has shown its New game form, the form offers the game back while the table shows another.
        window.toggleButton("screen.play").click();
        assertThat(onEdt(frame::screen)).isEqualTo("play");
        window.toggleButton("screen.table").click();
        assertThat(onEdt(() -> model().activity())).isNotSameAs(first);
        window.toggleButton("screen.play").click();
        assertThat(onEdt(frame::screen)).isEqualTo("play");
        window.button("play.resume").requireVisible();
        assertThat(window.button("play.resume").text()).startsWith("Back to your game: Free game, seed");
        window.button("play.resume").click();
        assertThat(onEdt(() -> model().activity())).isSameAs(first);
        assertThat(onEdt(frame::screen)).isEqualTo("table");
        window.label("player.Ann.cash").requireText("$1,485");
        window.toggleButton("screen.play").click();
        assertThat(onEdt(() -> robot.finder().findByName("play.resume", javax.swing.JButton.class, false).isVisible())).isFalse();
    }
}
