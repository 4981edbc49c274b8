package tutor.ui.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.play.Activity;
import tutor.play.RulingEntry;
import tutor.play.ScenarioActivity;
import tutor.rules.state.Move;
import tutor.ui.library.ScenarioLibrary;

/**
 * What the window remembers of the activities it showed, with real scenarios of the library: work begun is kept and
 * resumed, finished work is not "in progress", each place brings back its own activity, the tutor's own moves are
 * named in the timeline, and a scenario left in progress follows the window's language.
 */
class ActivityHistoryTest {

    private final ActivityHistory history = new ActivityHistory();

    private static LibraryItem item(String file, String language) {
        return ScenarioLibrary.load(Path.of("../scenarios/" + file), language);
    }

    private static ScenarioActivity open(String file) {
        LibraryItem item = item(file, "en");
        return new ScenarioActivity(item.scenario(), item.path(), item.language());
    }

    @Test
    void workBegunIsKeptUntilItIsResumedAndUntouchedWorkIsNot() {
        ScenarioActivity jail = open("jail/third-failed-throw.yaml");
        ScenarioActivity rent = open("rent/utility-roll.yaml");
        ScenarioActivity card = open("jail/own-card.yaml");
        history.switched(null, jail);
        jail.act(new Move.RollDice(0));
        history.switched(jail, rent); // jail begun: kept
        history.switched(rent, card); // rent untouched: not kept

        assertThat(history.inProgress("jail-third-failed-throw")).isTrue();
        assertThat(history.inProgress("rent-utility")).isFalse();
        assertThat(history.inBackground()).containsExactly(jail);
        assertThat(history.scenarioFiles()).containsExactly(jail.file());

        assertThat(history.resume("jail-third-failed-throw")).isSameAs(jail);
        assertThat(history.resume("jail-third-failed-throw")).isNull(); // taken once
        assertThat(history.inBackground()).isEmpty();
    }

    @Test
    void aFinishedScenarioIsKeptToBeReadAgainButIsNotInProgress() {
        ScenarioActivity card = open("jail/own-card.yaml");
        card.act(new Move.UseJailFreeCard(0));
        assertThat(card.finished()).isTrue();
        history.switched(card, open("rent/utility-roll.yaml"));

        assertThat(history.waiting("jail-own-card")).isSameAs(card);
        assertThat(history.inProgress("jail-own-card")).isFalse();
        assertThat(history.inBackground()).isEmpty();
    }

    /**
     * A free game has a place of its own, Play (it is played on the table with Play lit): Ctrl+1 brings back the
     * scenario the learner was on, not the game (issue 22). A game the learner ended is not offered back.
     */
    @Test
    void aFreeGameIsRememberedAtPlayAndOnceEndedIsNotOfferedBack() {
        ScenarioActivity rent = open("rent/utility-roll.yaml");
        tutor.play.GameActivity game = new tutor.play.GameActivity(new tutor.play.game.FreeGame(
                tutor.rules.Setup.newGame(tutor.data.Bundle.get().table("classic", List.of("Ann", "Ben")), 7),
                List.of(tutor.play.game.Seat.person(), tutor.play.game.Seat.person())), "g", lang -> "A game", () -> "en");
        assertThat(ActivityHistory.place(game)).isEqualTo("play");
        history.switched(null, rent);
        history.switched(rent, game);
        game.act(new Move.RollDice(0));
        history.switched(game, rent);
        assertThat(history.lastAt("table")).isSameAs(rent);
        assertThat(history.lastAt("play")).isSameAs(game);
        assertThat(history.inBackground()).containsExactly(game);
        game.endByLearner();
        assertThat(history.inBackground()).isEmpty();
    }

    @Test
    void eachPlaceOfTheWindowRemembersItsOwnLastActivity() {
        ScenarioActivity rent = open("rent/utility-roll.yaml");
        Activity lesson = Activities.lesson("lesson-jail", rent.state(), "In jail");
        assertThat(ActivityHistory.place(lesson)).isEqualTo("lessons");
        assertThat(ActivityHistory.place(rent)).isEqualTo("table");

        history.switched(null, rent);
        history.switched(rent, lesson);
        assertThat(history.lastAt("table")).isSameAs(rent);
        assertThat(history.lastAt("lessons")).isSameAs(lesson);
        ScenarioActivity jail = open("jail/own-card.yaml");
        history.switched(lesson, jail);
        assertThat(history.lastAt("table")).isSameAs(jail); // the newest at the table
        assertThat(history.inProgress("lesson-jail")).isTrue(); // a lesson begun is kept like any work
    }

    @Test
    void theTutorsMoveForTheLearnerIsNamedAsTheTutorsAndNoOtherRuling() {
        ScenarioActivity card = open("jail/own-card.yaml");
        history.actForLearner(card, new Move.UseJailFreeCard(0));
        List<RulingEntry> listed = history.asListed(card, card.timeline());
        assertThat(listed).extracting(RulingEntry::by).containsExactly(RulingEntry.By.TUTOR, RulingEntry.By.SCRIPTED);
        assertThat(listed.get(0).what()).isEqualTo("Ann uses a Get Out of Jail Free card");
        assertThat(listed.get(0).ruling()).isSameAs(card.timeline().get(0).ruling());

        // The same move made by the learner in another copy of the scenario stays the learner's.
        ScenarioActivity mine = open("jail/own-card.yaml");
        mine.act(new Move.UseJailFreeCard(0));
        assertThat(history.asListed(mine, mine.timeline())).extracting(RulingEntry::by)
                .containsExactly(RulingEntry.By.LEARNER, RulingEntry.By.SCRIPTED);
        assertThat(history.asListed(null, List.of())).isEmpty();
    }

    @Test
    void aScenarioIsRetoldOnlyFromItsOwnFileReadInTheWindowsLanguage() {
        ScenarioActivity jail = open("jail/third-failed-throw.yaml");
        jail.act(new Move.RollDice(0));
        LibraryItem french = item("jail/third-failed-throw.yaml", "fr");
        LibraryItem otherFile = item("jail/own-card.yaml", "fr");

        assertThat(ActivityHistory.retold(jail, french, "en")).isFalse(); // the item is not in the window's language
        assertThat(ActivityHistory.retold(jail, otherFile, "fr")).isFalse(); // another file
        assertThat(ActivityHistory.retold(null, french, "fr")).isFalse(); // nothing waiting
        assertThat(ActivityHistory.retold(jail, french, "fr")).isTrue();
        assertThat(jail.language()).isEqualTo("fr");
        assertThat(jail.timeline()).hasSize(1); // the learner's throw kept
        assertThat(ActivityHistory.retold(jail, french, "fr")).isFalse(); // already in French
    }
}
