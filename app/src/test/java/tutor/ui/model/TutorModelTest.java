package tutor.ui.model;

import tutor.play.Activity;
import tutor.play.RulingEntry;
import tutor.play.ScenarioActivity;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.rules.state.Move;
import tutor.ui.library.ScenarioLibrary;

/**
 * The window's model without a window: typed events in order, changes only on the event
 * thread, the veil over a question's answer, activities left in progress and resumed, a
 * reload that reopens an edited file, and progress recorded when a scenario is done.
 */
class TutorModelTest {

    @TempDir
    Path dir;

    private TutorModel model;
    private final List<TutorEvent> events = new ArrayList<>();

    private LibraryItem item(String file) {
        return ScenarioLibrary.load(Path.of("../scenarios/" + file));
    }

    private void onEdt(Runnable r) throws Exception {
        SwingUtilities.invokeAndWait(r);
    }

    @AfterEach
    void letTheLastSaveFinish() throws InterruptedException {
        if (model != null) {
            model.awaitSaves(); // the temporary folder is removed after the test; a save must not race it
        }
    }

    private void start() throws Exception {
        onEdt(() -> {
            model = new TutorModel(new Settings(dir.resolve("settings.properties")));
            model.addListener(events::add);
        });
    }

    private List<String> kinds() {
        return events.stream().map(e -> e.getClass().getSimpleName()).toList();
    }

    @Test
    void theModelIsChangedOnTheEventThreadOnly() throws Exception {
        start();
        LibraryItem jail = item("jail/own-card.yaml");
        assertThatThrownBy(() -> model.open(jail)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("event thread");
        assertThatThrownBy(() -> model.act(new Move.RollDice(0))).isInstanceOf(IllegalStateException.class);
        assertThat(events).isEmpty();
    }

    @Test
    void openingAndMovingFireTypedEventsAndKeepATimeline() throws Exception {
        start();
        LibraryItem jail = item("jail/own-card.yaml");
        onEdt(() -> model.open(jail));
        assertThat(kinds()).containsExactly("ActivityChanged", "TimelineChanged", "RulingSelected");
        events.clear();
        onEdt(() -> model.act(new Move.UseJailFreeCard(0)));
        assertThat(kinds()).containsExactly("ActivityUpdated", "TimelineChanged", "RulingSelected", "ProgressChanged");
        List<RulingEntry> shown = model.timeline().rulings();
        assertThat(shown).extracting(RulingEntry::by).containsExactly(RulingEntry.By.LEARNER, RulingEntry.By.SCRIPTED);
        assertThat(shown).extracting(RulingEntry::what).containsExactly("Ann uses a Get Out of Jail Free card", "Ann throws the dice");
        assertThat(model.timeline().selected().number()).isEqualTo(2); // the newest is read first
        onEdt(() -> model.timeline().step(-1));
        assertThat(model.timeline().selected().number()).isEqualTo(1);
        assertThat(model.settings().progress("jail-own-card")).isEqualTo(Settings.Progress.DONE_WITHOUT_HINTS);
        model.awaitSaves();
        // On disk too: a second copy of the tutor reading the same file sees the learner's mark.
        assertThat(new Settings(dir.resolve("settings.properties")).progress("jail-own-card"))
                .isEqualTo(Settings.Progress.DONE_WITHOUT_HINTS);
    }

    @Test
    void aQuestionHidesTheRulingsItAsksAboutUntilItIsAnswered() throws Exception {
        start();
        LibraryItem rent = item("rent/complete-group-double.yaml");
        onEdt(() -> model.open(rent));
        // Ben's throw and rent are made, but the question asks what he pays: the views see the position before.
        assertThat(model.activity().timeline()).hasSize(1);
        assertThat(model.timeline().rulings()).isEmpty();
        assertThat(model.activity().veiled()).isTrue();
        assertThat(model.shownState().player(1).cash()).isEqualTo(1500);
        assertThat(model.activity().state().player(1).cash()).isEqualTo(1400);
        TutorEvent.TimelineChanged t = (TutorEvent.TimelineChanged) events.get(1);
        assertThat(t.hidden()).isEqualTo(1);

        onEdt(() -> model.answer(50)); // wrong: still hidden
        assertThat(model.timeline().rulings()).isEmpty();
        onEdt(() -> model.answer(100));
        assertThat(model.timeline().rulings()).hasSize(1);
        assertThat(model.shownState().player(1).cash()).isEqualTo(1400);
        assertThat(model.activity().veiled()).isFalse();
    }

    @Test
    void aScenarioLeftInProgressIsResumedWhereItWas() throws Exception {
        start();
        LibraryItem jail = item("jail/third-failed-throw.yaml");
        LibraryItem rent = item("rent/utility-roll.yaml");
        onEdt(() -> {
            model.open(jail);
            model.act(new Move.RollDice(0));
            model.open(rent);
        });
        assertThat(model.history().inProgress("jail-third-failed-throw")).isTrue();
        Activity before = model.activity();
        onEdt(() -> model.open(jail));
        assertThat(model.activity().timeline()).hasSize(1);
        assertThat(((ScenarioActivity) model.activity()).question()).isNotNull();
        assertThat(model.history().inProgress("jail-third-failed-throw")).isFalse();
        assertThat(before.id()).isEqualTo("rent-utility");
    }

    @Test
    void hintsAloneAreWorkKeptWhenTheLearnerLooksElsewhere() throws Exception {
        start();
        LibraryItem jail = item("jail/own-card.yaml");
        LibraryItem rent = item("rent/utility-roll.yaml");
        onEdt(() -> {
            model.open(jail);
            model.hint();
            model.open(rent);
        });
        assertThat(model.history().inProgress("jail-own-card")).isTrue();
        onEdt(() -> model.open(jail));
        assertThat(model.activity().hintsUsed()).isTrue();
    }

    @Test
    void aReloadOpensAnEditedScenarioAgainAndKeepsTheOthers() throws Exception {
        start();
        LibraryItem jail = item("jail/third-failed-throw.yaml");
        LibraryItem rent = item("rent/utility-roll.yaml");
        onEdt(() -> {
            model.setLibrary(List.of(jail, rent));
            model.open(jail);
            model.act(new Move.RollDice(0));
        });
        LibraryItem edited = new LibraryItem(jail.scenario(), jail.file(), jail.problems(), jail.path(), jail.stamp() + 1);
        events.clear();
        onEdt(() -> model.setLibrary(List.of(edited, rent)));
        assertThat(model.activity().timeline()).isEmpty(); // opened afresh from its new text
        assertThat(kinds()).contains("LibraryChanged", "ActivityChanged", "Notice");

        onEdt(() -> model.act(new Move.RollDice(0)));
        onEdt(() -> model.setLibrary(List.of(edited, rent))); // nothing changed on disk: the learner keeps their place
        assertThat(model.activity().timeline()).hasSize(1);
    }

    @Test
    void theLanguageStartsAsTheComputersAndIsRemembered() throws Exception {
        start();
        assertThat(model.language()).isEqualTo(tutor.data.Bundle.defaultLanguage());
        onEdt(() -> model.setLanguage("ru"));
        assertThat(model.language()).isEqualTo("ru");
        assertThat(model.texts().get("menu.file")).isEqualTo("&Файл");
        assertThat(kinds()).containsExactly("LanguageChanged");
        onEdt(() -> model.setLanguage("ru")); // the same again: nothing to say
        onEdt(() -> model.setLanguage("de")); // not one the tutor speaks: the computer's
        assertThat(model.language()).isEqualTo(tutor.data.Bundle.defaultLanguage());
        onEdt(() -> model.setLanguage("fr"));
        model.awaitSaves();
        assertThat(new TutorModel(new Settings(dir.resolve("settings.properties"))).language()).isEqualTo("fr");
    }

    @Test
    void aSwitchOfLanguageKeepsTheActivityItsTimelineAndTheRulingBeingRead() throws Exception {
        start();
        LibraryItem jail = item("jail/third-failed-throw.yaml");
        LibraryItem rent = item("rent/utility-roll.yaml");
        onEdt(() -> {
            model.setLibrary(List.of(jail, rent));
            model.open(rent);
            model.act(new Move.RollDice(1));
        });
        int rentRulings = model.activity().timeline().size();
        onEdt(() -> {
            model.open(jail);
            model.act(new Move.RollDice(0));
        });
        Activity before = model.activity();
        String englishStory = ((ScenarioActivity) before).session().transcript().toString();
        events.clear();
        onEdt(() -> model.setLanguage("fr"));
        // The library read again in French: the same files, so the scenarios go on where they were, in French.
        LibraryItem jailFr = ScenarioLibrary.load(jail.path(), "fr");
        LibraryItem rentFr = ScenarioLibrary.load(rent.path(), "fr");
        onEdt(() -> model.setLibrary(List.of(jailFr, rentFr)));
        assertThat(model.activity()).isSameAs(before);
        ScenarioActivity now = (ScenarioActivity) model.activity();
        assertThat(now.language()).isEqualTo("fr");
        assertThat(now.title()).isEqualTo("Le troisième lancer raté en prison");
        assertThat(now.timeline()).hasSize(1);
        assertThat(now.question()).isNotNull();
        assertThat(now.questionText().prompt()).isNotEqualTo(now.question().prompt());
        String story = now.session().transcript().toString();
        assertThat(story).isNotEqualTo(englishStory).contains("Ann");
        assertThat(kinds()).containsExactly("LanguageChanged", "LibraryChanged", "ActivityUpdated");
        // The scenario left in progress goes on in French too, with its move.
        onEdt(() -> model.open(rentFr));
        assertThat(rentRulings).isPositive();
        assertThat(model.activity().timeline()).hasSize(rentRulings);
        assertThat(((ScenarioActivity) model.activity()).language()).isEqualTo("fr");
        // A library still in the old language does not undo the switch.
        onEdt(() -> model.open(jail));
        assertThat(((ScenarioActivity) model.activity()).language()).isEqualTo("fr");
    }

    @Test
    void aBrokenFileIsShownInsteadOfAnActivity() throws Exception {
        start();
        LibraryItem broken = new LibraryItem(null, "broken.yaml", List.of(), Path.of("broken.yaml"), 1);
        onEdt(() -> model.open(broken));
        assertThat(model.activity()).isNull();
        assertThat(model.broken()).isSameAs(broken);
        assertThat(((TutorEvent.ActivityChanged) events.get(0)).broken()).isSameAs(broken);
    }

    @Test
    void goingBackToAScreenBringsItsOwnActivityBack() throws Exception {
        start();
        LibraryItem jail = item("jail/own-card.yaml");
        onEdt(() -> model.open(jail));
        onEdt(() -> model.act(new Move.UseJailFreeCard(0)));
        Activity scenario = model.activity();
        Activity lesson = Activities.lesson("lesson:test", tutor.rules.Setup.newGame(tutor.rules.Tables.classic("Player 1", "Player 2"), 1), "");
        onEdt(() -> model.open(lesson));
        assertThat(model.shownState().table().name(0)).isEqualTo("Player 1");

        // Back at the table: the scenario as the learner left it, not the lesson's placeholder players.
        events.clear();
        onEdt(() -> model.showing("table"));
        assertThat(model.activity()).isSameAs(scenario);
        assertThat(model.shownState().table().name(0)).isEqualTo("Ann");
        assertThat(model.timeline().rulings()).hasSize(scenario.timeline().size()).isNotEmpty();
        assertThat(kinds()).startsWith("ActivityChanged");
        // Back at the lessons: the lesson; showing a place whose activity is already open changes nothing.
        onEdt(() -> model.showing("lessons"));
        assertThat(model.activity()).isSameAs(lesson);
        events.clear();
        onEdt(() -> model.showing("lessons"));
        assertThat(events).isEmpty();
    }

    @Test
    void aScenarioPlayedToItsEndIsDoneNotInProgress() throws Exception {
        start();
        LibraryItem jail = item("jail/own-card.yaml");
        LibraryItem rent = item("rent/utility-roll.yaml");
        onEdt(() -> model.open(jail));
        onEdt(() -> model.act(new Move.UseJailFreeCard(0)));
        assertThat(model.activity().finished()).isTrue();
        onEdt(() -> model.open(rent));
        assertThat(model.history().inProgress("jail-own-card")).isFalse();
        assertThat(model.progress("jail-own-card")).isEqualTo(Settings.Progress.DONE_WITHOUT_HINTS);
        // Left part-way, it is in progress.
        onEdt(() -> model.act(new Move.RollDice(model.activity().learnerSeat())));
        onEdt(() -> model.open(jail));
        assertThat(model.history().inProgress("rent-utility")).isTrue();
    }
}
