package tutor.play;

import java.util.ArrayList;
import java.util.List;
import tutor.rules.Referee;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Ruling;
import tutor.scenario.MoveText;

/**
 * A table the user set up, put to the referee: the board, players, actions, ruling and ledger
 * views show it like any activity, so every move the rules allow (and the refused ones, with
 * their why-not) can be asked about, and each ruling comes with its whole trace. Every move asked
 * is kept, refused ones too, so the ruling panel can show why; undo takes the last one back.
 */
public final class EditedPositionActivity implements Activity {

    private static int made;

    private final Referee referee = new Referee();
    private final GameState start;
    private final String title;
    private final java.util.function.UnaryOperator<String> titles;
    private final String id;
    private final List<RulingEntry> timeline = new ArrayList<>();

    public EditedPositionActivity(GameState start, String title) {
        this(start, title, language -> title);
    }

    /**
     * @param titles the title in a language (the window may switch language while the table is asked about);
     *               {@code title} is the one it was asked in
     */
    public EditedPositionActivity(GameState start, String title, java.util.function.UnaryOperator<String> titles) {
        this.start = start;
        this.title = title;
        this.titles = titles;
        // Each table asked about is its own activity: the window keeps an earlier one to come back to.
        this.id = "edited-position-" + (++made);
    }

    @Override
    public Kind kind() {
        return Kind.EDITED_POSITION;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String title() {
        return title;
    }

    @Override
    public String title(String language) {
        return titles.apply(language);
    }

    /** The table as the user set it up, before any move asked about. */
    public GameState start() {
        return start;
    }

    @Override
    public GameState state() {
        return timeline.isEmpty() ? start : timeline.get(timeline.size() - 1).after();
    }

    @Override
    public List<RulingEntry> timeline() {
        return List.copyOf(timeline);
    }

    /** The moves asked about that the referee allowed, in order: what a saved table replays. */
    public List<Move> applied() {
        return timeline.stream().filter(RulingEntry::applied).map(RulingEntry::move).toList();
    }

    @Override
    public int learnerSeat() {
        GameState s = state();
        return s.isOver() ? -1 : s.pending().actor();
    }

    @Override
    public void act(Move m) {
        GameState before = state();
        Ruling r = referee.apply(before, m);
        timeline.add(new RulingEntry(timeline.size() + 1, RulingEntry.By.LEARNER, MoveText.describe(before, m), m, before, r));
    }

    @Override
    public boolean canUndo() {
        return !timeline.isEmpty();
    }

    @Override
    public void undo() {
        if (!timeline.isEmpty()) {
            timeline.remove(timeline.size() - 1);
        }
    }

    @Override
    public void restart() {
        timeline.clear();
    }

    @Override
    public boolean finished() {
        return state().isOver();
    }

    @Override
    public boolean hintsUsed() {
        return false;
    }
}
