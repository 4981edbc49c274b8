package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.Move;

/** A learner's way through a scenario: narration, judgement, hints, questions, undo and restart. */
class SessionTest {

    private Session session(String file) {
        return new Session(new ScenarioLoader(Bundle.get()).load(Path.of("../scenarios/" + file)).scenario());
    }

    @Test
    void narrationRunsByItselfAndTheSessionStopsAtTheFirstDecision() {
        Session s = session("jail/own-card.yaml");
        assertThat(s.transcript()).extracting(Session.Entry::kind)
                .containsExactly(Session.Entry.Kind.NARRATION, Session.Entry.Kind.PROMPT);
        assertThat(s.current()).isInstanceOf(ScriptStep.Ask.class);
    }

    @Test
    void aWrongMoveIsExplainedAndChangesNothing() {
        Session s = session("jail/own-card.yaml");
        s.act(new Move.PayJailFine(0));
        assertThat(s.state().player(0).cash()).isEqualTo(1500);
        assertThat(s.transcript().get(s.transcript().size() - 1).text()).startsWith("Paying works, but it costs $50");
        assertThat(s.canUndo()).isFalse();
    }

    @Test
    void theRightMoveRunsTheScriptOnToTheEndAndUndoTakesItBack() {
        Session s = session("jail/own-card.yaml");
        s.act(new Move.UseJailFreeCard(0));
        assertThat(s.finished()).isTrue();
        assertThat(s.state().player(0).position()).isEqualTo(18);
        assertThat(s.outcomes()).hasSize(2);
        s.undo();
        assertThat(s.state().player(0).inJail()).isTrue();
        assertThat(s.current()).isInstanceOf(ScriptStep.Ask.class);
        assertThat(s.outcomes()).isEmpty();
    }

    @Test
    void hintsClimbTheLadderToTheWorkedAnswerAndAreRemembered() {
        Session s = session("jail/own-card.yaml");
        assertThat(s.hint()).isEqualTo("Look at what Ann is holding besides cash.");
        s.hint();
        assertThat(s.hint()).isEqualTo("Play the Get Out of Jail Free card, then throw.");
        assertThat(s.hasHint()).isFalse();
        assertThat(s.hint()).isNull();
        assertThat(s.hintsUsed()).isTrue();
        assertThat(s.transcript().get(s.transcript().size() - 1).text()).startsWith("Worked answer:");
    }

    @Test
    void questionsAcceptOnlyTheRightAnswer() {
        Session s = session("jail/third-failed-throw.yaml");
        s.act(new Move.RollDice(0));
        assertThat(s.current()).isInstanceOf(ScriptStep.Question.class);
        assertThat(s.answer(200)).isFalse();
        assertThat(s.answer(50)).isTrue();
        assertThat(s.finished()).isTrue();
    }

    @Test
    void restartGoesBackToTheBeginning() {
        Session s = session("jail/own-card.yaml");
        s.hint();
        s.act(new Move.UseJailFreeCard(0));
        s.restart();
        assertThat(s.state()).isEqualTo(s.scenario().start());
        assertThat(s.hintsUsed()).isFalse();
        assertThat(s.finished()).isFalse();
    }

    @Test
    void afterTheScriptPlayGoesOnFreely() {
        Session s = session("jail/own-card.yaml");
        s.act(new Move.UseJailFreeCard(0));
        var j = s.act(new Move.BuyProperty(0));
        assertThat(j).isInstanceOf(ScenarioRunner.Judgement.Right.class);
        assertThat(s.state().estates().owner(s.state().board().space(18).deed())).isZero();
    }

    @Test
    void theHistoryKeepsEveryRulingAndWhoMadeIt() {
        Session s = session("jail/own-card.yaml");
        s.act(new Move.PayJailFine(0)); // a named wrong move the rules allow: judged, not ruled
        s.act(new Move.BuyProperty(0)); // refused by the rules: that refusal is kept
        assertThat(s.history()).hasSize(1);
        assertThat(s.history().get(0).ruling().applied()).isFalse();
        s.act(new Move.UseJailFreeCard(0));
        assertThat(s.history()).extracting(Session.Ruled::scripted).containsExactly(false, false, true);
        assertThat(s.history().get(1).move()).isEqualTo(new Move.UseJailFreeCard(0));
        assertThat(s.history().get(2).move()).isEqualTo(new Move.RollDice(0));
        assertThat(s.history().get(2).before()).isEqualTo(s.history().get(1).ruling().state());
        s.undo();
        assertThat(s.history()).hasSize(1);
        s.restart();
        assertThat(s.history()).isEmpty();
    }
}
