package tutor.ui.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import tutor.play.RulingEntry;
import tutor.play.ScenarioActivity;
import tutor.rules.state.Move;
import tutor.ui.library.ScenarioLibrary;

/**
 * The timeline as the views show it, with a real scenario's rulings: the newest is read first, the learner steps
 * through them within bounds, a change of the hidden count alone keeps their place, and another activity starts
 * afresh.
 */
class ShownTimelineTest {

    private final List<TutorEvent> events = new ArrayList<>();
    private final ScenarioActivity card;
    private final ShownTimeline timeline;

    ShownTimelineTest() {
        LibraryItem item = ScenarioLibrary.load(Path.of("../scenarios/jail/own-card.yaml"));
        card = new ScenarioActivity(item.scenario(), item.path(), item.language());
        card.act(new Move.UseJailFreeCard(0)); // Ann's card, then the scripted throw: two rulings
        timeline = new ShownTimeline(events::add, card::shownState);
    }

    private List<String> kinds() {
        return events.stream().map(e -> e.getClass().getSimpleName()).toList();
    }

    @Test
    void theNewestRulingIsReadFirstAndTheLearnerStepsWithinTheTimeline() throws Exception {
        List<RulingEntry> rulings = card.timeline();
        assertThat(rulings).hasSize(2);
        SwingUtilities.invokeAndWait(() -> timeline.update(rulings, 0, true));
        assertThat(kinds()).containsExactly("TimelineChanged", "RulingSelected");
        assertThat(timeline.rulings()).isEqualTo(rulings);
        assertThat(timeline.selected().number()).isEqualTo(2);

        SwingUtilities.invokeAndWait(() -> timeline.step(1)); // past the newest: stays
        assertThat(timeline.selected().number()).isEqualTo(2);
        SwingUtilities.invokeAndWait(() -> timeline.step(-1));
        assertThat(timeline.selected().what()).isEqualTo("Ann uses a Get Out of Jail Free card");
        SwingUtilities.invokeAndWait(() -> timeline.step(-1)); // before the first: stays
        assertThat(timeline.selected().number()).isEqualTo(1);
        assertThat(kinds()).containsExactly("TimelineChanged", "RulingSelected", "RulingSelected");
    }

    @Test
    void onlyTheHiddenCountChangingKeepsTheRulingBeingRead() throws Exception {
        List<RulingEntry> rulings = card.timeline();
        SwingUtilities.invokeAndWait(() -> {
            timeline.update(rulings, 1, true);
            timeline.select(1);
        });
        events.clear();
        SwingUtilities.invokeAndWait(() -> timeline.update(rulings, 1, false)); // nothing new: nothing said
        assertThat(events).isEmpty();
        SwingUtilities.invokeAndWait(() -> timeline.update(rulings, 0, false)); // the question answered
        assertThat(kinds()).containsExactly("TimelineChanged");
        assertThat(((TutorEvent.TimelineChanged) events.get(0)).hidden()).isZero();
        assertThat(timeline.selected().number()).isEqualTo(1);
    }

    @Test
    void anotherActivityClearsWhatWasShownAndChosen() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            timeline.update(card.timeline(), 0, true);
            timeline.selectStep(card.timeline().get(0).ruling().trace().steps().get(0));
        });
        assertThat(timeline.selectedStep()).isNotNull();
        timeline.clear();
        assertThat(timeline.rulings()).isEmpty();
        assertThat(timeline.selected()).isNull();
        assertThat(timeline.selectedStep()).isNull();
        assertThatThrownBy(() -> timeline.select(1)).isInstanceOf(IllegalStateException.class); // off the event thread
    }
}
