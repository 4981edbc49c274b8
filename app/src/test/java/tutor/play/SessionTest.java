package tutor.play;

import tutor.scenario.Scenario;
import tutor.scenario.ScenarioLoader;
import tutor.scenario.ScenarioRunner;
import tutor.scenario.ScriptStep;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.state.Move;

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

    /** A quiz: the first move is final. The wrong one is recorded without its why, and the tutor makes the move asked for. */
    @Test
    void aQuizsWrongMoveIsFinalAndThePlayGoesOnWithTheMoveAskedFor() {
        Session s = session("jail/own-card.yaml");
        s.firstTryFinal(true);
        s.act(new Move.PayJailFine(0));
        assertThat(s.transcript()).extracting(Session.Entry::text)
                .noneMatch(t -> t.contains("Try again") || t.startsWith("Paying works, but it costs $50"));
        assertThat(s.transcript()).filteredOn(e -> e.kind() == Session.Entry.Kind.WRONG).singleElement()
                .extracting(Session.Entry::text).asString().startsWith("Not the move asked for. In a quiz your first move counts");
        assertThat(s.finished()).isTrue();
        assertThat(s.state().player(0).cash()).as("the card used, not the $50 fine").isEqualTo(1500);
        assertThat(s.state().player(0).position()).isEqualTo(18);
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
        assertThat(s.hint()).contains("Classic rules").contains("$50");
        assertThat(s.hint()).startsWith("Play the Get Out of Jail Free card, then throw.").contains("Tennessee Avenue");
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
    void aCommonWrongAmountGetsItsOwnExplanation() {
        Session s = session("rent/complete-group-double.yaml");
        s.act(new Move.RollDice(1));
        assertThat(s.current()).isInstanceOf(ScriptStep.Question.class);
        // $50 is Boardwalk's printed rent: the learner forgot that the whole group doubles it.
        ScenarioRunner.Verdict forgotDouble = s.respond(50);
        assertThat(forgotDouble).isInstanceOf(ScenarioRunner.Verdict.KnownWrong.class);
        assertThat(((ScenarioRunner.Verdict.KnownWrong) forgotDouble).wrong().ruleId()).isEqualTo("rent.street.group-double");
        assertThat(lastText(s)).startsWith("$50 is Boardwalk's printed rent").endsWith("Try again. Or ask for a hint.");
        // $200 is the rent with one house, which Boardwalk does not have.
        assertThat(s.answer(200)).isFalse();
        assertThat(lastText(s)).startsWith("$200 is Boardwalk's rent with one house");
        // An amount nobody foresaw gets the general word.
        assertThat(s.respond(75)).isInstanceOf(ScenarioRunner.Verdict.Wrong.class);
        assertThat(lastText(s)).startsWith("Not quite.");
        assertThat(s.current()).isInstanceOf(ScriptStep.Question.class);
        ScenarioRunner.Verdict right = s.respond(100);
        assertThat(right.right()).isTrue();
        assertThat(right.text()).contains("doubles to $100");
        assertThat(s.current()).isInstanceOf(ScriptStep.Ask.class);
    }

    @Test
    void aWrongChoiceGetsItsOwnExplanation() {
        Session s = session("doubles/third-double.yaml");
        s.act(new Move.RollDice(1));
        ScriptStep.Question q = (ScriptStep.Question) s.current();
        int chance = q.choices().indexOf("Chance (6 spaces on)");
        ScenarioRunner.Verdict v = s.respond(chance);
        assertThat(v).isInstanceOf(ScenarioRunner.Verdict.KnownWrong.class);
        assertThat(v.text()).isEqualTo("Ben does not move 6 spaces: a third double in a row never moves a token by the dice total.");
        assertThat(s.answer(q.choices().indexOf("In Jail"))).isTrue();
        assertThat(s.state().player(1).inJail()).isTrue();
    }

    @Test
    void aQuestionHasItsOwnHintLadderEndingInTheWorkedAnswer() {
        Session s = session("jail/third-failed-throw.yaml");
        s.act(new Move.RollDice(0));
        assertThat(s.current()).isInstanceOf(ScriptStep.Question.class);
        // The decision's ladder is not carried over: the question starts at its first rung.
        assertThat(s.hintsShown()).isZero();
        assertThat(s.hasHint()).isTrue();
        assertThat(s.ladder()).hasSize(3);
        assertThat(s.hint()).isEqualTo("This is about the fine at the end of a stay in Jail.");
        assertThat(lastText(s)).startsWith("Hint: ");
        s.hint();
        assertThat(s.hint()).contains("Ann pays the $50 fine").contains("Pennsylvania Railroad");
        assertThat(lastText(s)).startsWith("Worked answer: ");
        assertThat(s.hasHint()).isFalse();
        assertThat(s.hintsUsed()).isTrue();
        // A wrong amount after the last rung no longer offers a hint.
        s.respond(0);
        assertThat(lastText(s)).isEqualTo("A third miss does not let Ann out for nothing: now the fine is forced. Try again.");
        assertThat(s.answer(50)).isTrue();
        assertThat(s.finished()).isTrue();
        assertThat(s.hasHint()).isFalse();
    }

    @Test
    void undoAfterAnAnswerBringsTheQuestionBackWithTheHintsSeen() {
        Session s = session("rent/complete-group-double.yaml");
        s.act(new Move.RollDice(1));
        s.hint();
        assertThat(s.answer(100)).isTrue();
        assertThat(s.hintsShown()).isZero();
        assertThat(s.hint()).isEqualTo("This is about building on a complete colour group.");
        s.undo();
        assertThat(s.current()).isInstanceOf(ScriptStep.Question.class);
        assertThat(s.hintsShown()).isEqualTo(1);
        assertThat(s.hint()).contains("Boardwalk's printed rent is $50");
    }

    @Test
    void respondWithoutAQuestionIsNull() {
        Session s = session("jail/own-card.yaml");
        assertThat(s.respond(50)).isNull();
        assertThat(s.answer(50)).isFalse();
    }

    @Test
    void theStoryIsToldAgainInAnotherLanguageWithoutLosingAStep() {
        Session s = session("jail/own-card.yaml");
        s.act(new Move.PayJailFine(0)); // a named wrong move
        s.hint();
        List<Session.Entry> english = s.transcript();
        Scenario french = new ScenarioLoader(Bundle.get(), "fr").load(Path.of("../scenarios/jail/own-card.yaml")).scenario();
        assertThat(s.retell(french, "fr")).isTrue();
        List<Session.Entry> told = s.transcript();
        assertThat(told).extracting(Session.Entry::kind).isEqualTo(english.stream().map(Session.Entry::kind).toList());
        assertThat(told.get(2).text()).endsWith("Réessaie.").isNotEqualTo(english.get(2).text());
        assertThat(lastText(s)).startsWith("Indice\u00a0: ").contains("Ann");
        assertThat(s.texts().title()).isNotEqualTo(s.scenario().title());
        // Play goes on where it was, in French: the moves are the scenario's, whatever the language.
        s.act(new Move.UseJailFreeCard(0));
        assertThat(s.finished()).isTrue();
        assertThat(lastText(s)).startsWith("Scénario terminé.");
        s.undo();
        assertThat(lastText(s)).startsWith("Indice");
    }

    @Test
    void anotherScriptIsNotTakenForATranslation() {
        Session s = session("jail/own-card.yaml");
        Scenario other = new ScenarioLoader(Bundle.get(), "fr").load(Path.of("../scenarios/jail/third-failed-throw.yaml")).scenario();
        assertThat(s.retell(other, "fr")).isFalse();
        assertThat(s.language()).isEqualTo("en");
    }

    private static String lastText(Session s) {
        return s.transcript().get(s.transcript().size() - 1).text();
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
