package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.state.Move;
import tutor.rules.edition.RuleIds;

/** Judging a learner's moves, reporting failed checkpoints, and the explanation in text and Markdown. */
class ScenarioRunnerTest {

    private final ScenarioLoader loader = new ScenarioLoader(Bundle.get());
    private final ScenarioRunner runner = new ScenarioRunner();

    private Scenario jail() {
        return loader.load(Path.of("../scenarios/jail/third-failed-throw.yaml")).scenario();
    }

    private ScriptStep.Ask firstAsk(Scenario s) {
        return (ScriptStep.Ask) s.steps().stream().filter(st -> st instanceof ScriptStep.Ask).findFirst().orElseThrow();
    }

    @Test
    void aLearnersMoveIsRightANamedWrongPathRefusedOrNotTheLesson() {
        Scenario s = jail();
        ScriptStep.Ask ask = firstAsk(s);
        assertThat(runner.judge(ask, s.start(), new Move.RollDice(0))).isInstanceOf(ScenarioRunner.Judgement.Right.class);
        ScenarioRunner.Judgement wrong = runner.judge(ask, s.start(), new Move.PayJailFine(0));
        assertThat(wrong).isInstanceOf(ScenarioRunner.Judgement.Wrong.class);
        ScenarioRunner.Judgement.Wrong w = (ScenarioRunner.Judgement.Wrong) wrong;
        assertThat(w.wrong().why()).contains("only on the first two turns");
        assertThat(w.refusal().ruleId()).isEqualTo(RuleIds.JAIL_PAY_FINE);
        assertThat(runner.judge(ask, s.start(), new Move.EndTurn(0))).isInstanceOf(ScenarioRunner.Judgement.Refused.class);
    }

    @Test
    void aLegalMoveThatIsNotTheLessonIsSaidSo() {
        Scenario s = loader.load(Path.of("../scenarios/jail/own-card.yaml")).scenario();
        ScriptStep.Ask ask = firstAsk(s);
        // Throwing for doubles is legal here, but the scenario is about the card.
        assertThat(runner.judge(ask, s.start(), new Move.RollDice(0))).isInstanceOf(ScenarioRunner.Judgement.NotThis.class);
    }

    @Test
    void aFailedCheckpointSaysWhereAndWhatDiffers() {
        String yaml = String.join("\n",
                "id: t", "title: T", "topic: test", "goal: G",
                "setup:", "  players: {Ann: {at: 35}, Ben: {}}", "  dice: [[1, 3]]",
                "script:",
                "  - move: {player: Ann, do: roll-dice}",
                "  - check: {position: {Ann: Park Place}, cash: {Ann: 1500}}", "");
        ScenarioLoader.LoadResult r = loader.load("t.yaml", new StringReader(yaml));
        assertThat(r.problems()).isEmpty();
        ScenarioRunner.Run run = runner.run(r.scenario());
        assertThat(run.failures()).containsExactly("line 10: Ann's position: expected Park Place, found Boardwalk");
    }

    @Test
    void aMoveExpectedToBeRefusedMustBeRefusedByThatRule() {
        String yaml = String.join("\n",
                "id: t", "title: T", "topic: test", "goal: G",
                "setup:", "  players: {Ann: {}, Ben: {}}",
                "script:",
                "  - move: {player: Ann, do: end-turn, refused-by: turn.roll}",
                "  - move: {player: Ann, do: pay-jail-fine, refused-by: turn.roll}", "");
        ScenarioRunner.Run run = runner.run(loader.load("t.yaml", new StringReader(yaml)).scenario());
        assertThat(run.failures()).containsExactly(
                "line 9: Ann pays the fine to leave Jail should be refused by turn.roll but was refused by jail.exit.pay-fine");
    }

    @Test
    void explainPrintsTheRulingsAsTextAndAsMarkdown() {
        ScenarioRunner.Run run = runner.run(jail());
        String text = new ScenarioReport(Bundle.get().rulebook(), false).render(run);
        assertThat(text).startsWith("THE THIRD FAILED THROW IN JAIL\n")
                .contains("The right move: Ann throws the dice")
                .contains("- After the third failed throw [jail.exit.forced-fine] — Classic (US long-form rules)")
                .contains("Worked answer: Throw the dice. If it is not doubles, Ann pays $50 and moves by that throw.")
                // the question: its common wrong amounts and its own ladder
                .contains("A common wrong answer: $0. A third miss does not let Ann out for nothing: now the fine is forced."
                        + " (After the third failed throw, [jail.exit.forced-fine])")
                .contains("A common wrong answer: $150.")
                .contains("Hint 1: This is about the fine at the end of a stay in Jail.")
                .contains("Worked answer: 2 and 3 are not doubles, so Ann pays the $50 fine and then moves 5 spaces to Pennsylvania Railroad.");
        String md = new ScenarioReport(Bundle.get().rulebook(), true).render(run);
        assertThat(md).startsWith("# The third failed throw in Jail\n")
                .contains("**The right move:** Ann throws the dice")
                .contains("- **After the third failed throw** `jail.exit.forced-fine` — _Classic (US long-form rules)_")
                .contains("`fine = $50`")
                .contains("**A common wrong answer:** $0. A third miss does not let Ann out for nothing: now the fine is forced."
                        + " (After the third failed throw, `jail.exit.forced-fine`)");
    }

    @Test
    void aCountIsShownWithItsUnitNotAsMoney() {
        Scenario s = loader.load(Path.of("../scenarios/disputes/hotel-with-no-houses-left.yaml")).scenario();
        ScriptStep.Question q = (ScriptStep.Question) s.steps().stream().filter(st -> st instanceof ScriptStep.Question).findFirst().orElseThrow();
        assertThat(q.isMoney()).isFalse();
        assertThat(q.amountText(4, s.start().board()::money)).isEqualTo("4 houses");
        String text = new ScenarioReport(Bundle.get().rulebook(), false).render(runner.run(s));
        assertThat(text).contains("Answer: 4 houses").contains("A common wrong answer: 8 houses.").doesNotContain("$4");
    }

    @Test
    void aQuestionIsJudgedRightANamedWrongAnswerOrSimplyWrong() {
        Scenario s = loader.load(Path.of("../scenarios/bankruptcy/several-mortgaged-deeds.yaml")).scenario();
        ScriptStep.Question q = (ScriptStep.Question) s.steps().stream().filter(st -> st instanceof ScriptStep.Question).findFirst().orElseThrow();
        // 10% of $30 + $30 + $100 is $16; $160 forgets the 10%, $176 lifts all three.
        assertThat(runner.judge(q, 16)).isEqualTo(new ScenarioRunner.Verdict.Right(q.explain()));
        assertThat(runner.judge(q, 160).text()).startsWith("$160 is the three mortgage values added up");
        assertThat(runner.judge(q, 176).text()).startsWith("$176 would lift all three mortgages");
        assertThat(runner.judge(q, 17)).isInstanceOf(ScenarioRunner.Verdict.Wrong.class);
    }
}
