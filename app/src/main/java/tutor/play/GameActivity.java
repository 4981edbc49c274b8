package tutor.play;

import java.util.ArrayList;
import java.util.List;
import tutor.play.game.FreeGame;
import tutor.play.game.GameSummary;
import tutor.play.game.Played;
import tutor.play.game.Seat;
import tutor.rules.Referee;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.scenario.MoveText;

/**
 * A free game as the window's activity: the board, players, ruling and ledger views show it like
 * a scenario. The learner acts for whichever person's seat the game waits for; the computer's
 * moves are made by {@link GameBar}'s timer through {@link #computerMove()}, one ruling at a time.
 */
public final class GameActivity implements Activity {

    private final FreeGame game;
    private final String id;
    /** The game's title in a language ("Free game, seed 7"), worded when shown. */
    private final java.util.function.Function<String, String> title;
    /** The timeline in words, kept as the game grows (a long game has hundreds of rulings). */
    private final List<RulingEntry> timeline = new ArrayList<>();
    /** The language the learner reads now (the window's, which can change mid-game). */
    private final java.util.function.Supplier<String> language;
    /** The learner ended the game before anyone won: its summary stands, and it is not kept as unfinished on quitting. */
    private boolean endedByLearner;
    /** The learner paused the game (the game bar's Pause, or a save): nobody moves, the learner neither, until Play. */
    private boolean paused;

    public GameActivity(FreeGame game, String id, java.util.function.Function<String, String> title,
            java.util.function.Supplier<String> language) {
        this.game = game;
        this.id = id;
        this.title = title;
        this.language = language;
    }

    public FreeGame game() {
        return game;
    }

    /** The learner ends the game here (the game bar's End, confirmed): it is over for the tutor, though no one won. */
    public void endByLearner() {
        endedByLearner = true;
    }

    /**
     * Pauses the game or lets it go on: paused, the learner's moves are off as well as the computers', since a move
     * made then stood still behind the paused computers (teacher walk 6, F5: "Trade…" lit and nothing happened).
     */
    public void paused(boolean p) {
        paused = p;
    }

    /** Whether the game is paused (see {@link #paused(boolean)}). */
    public boolean paused() {
        return paused && !endedByLearner && !game.over();
    }

    /** Whether the learner ended the game (see {@link #endByLearner()}). */
    public boolean endedByLearner() {
        return endedByLearner;
    }

    @Override
    public Kind kind() {
        return Kind.FREE_GAME;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String title() {
        return title.apply(language.get());
    }

    @Override
    public GameState state() {
        return game.state();
    }

    @Override
    public String situation() {
        GameState s = game.state();
        PlayText t = new PlayText(language.get(), s.table());
        if (game.over()) {
            return SummaryWords.headline(GameSummary.of(game), t);
        }
        int seat = game.actor();
        // One line says who acts: the game bar beside the box already says whether a person or the computer moves.
        StringBuilder b = new StringBuilder(t.get("cli.turn", s.turn() + 1, t.player(seat),
                t.words().format(Referee.describe(s, s.pending()), s.table())));
        List<Played> h = game.history();
        if (!h.isEmpty()) {
            Played last = h.get(h.size() - 1);
            b.append("\n\n").append(t.get("situation.last", MoveText.describe(last.before(), last.move(), t.words())));
        }
        return b.toString();
    }

    @Override
    public List<RulingEntry> timeline() {
        List<Played> history = game.history();
        while (timeline.size() > history.size()) {
            timeline.remove(timeline.size() - 1);
        }
        // An undo followed by new moves replaces the tail: keep only entries whose ruling is still the game's.
        int same = 0;
        while (same < timeline.size() && timeline.get(same).ruling() == history.get(same).ruling()) {
            same++;
        }
        timeline.subList(same, timeline.size()).clear();
        for (int i = timeline.size(); i < history.size(); i++) {
            Played p = history.get(i);
            timeline.add(new RulingEntry(i + 1, p.by() == Seat.Kind.PERSON ? RulingEntry.By.LEARNER : RulingEntry.By.COMPUTER,
                    MoveText.describe(p.before(), p.move()), p.move(), p.before(), p.ruling()));
        }
        return List.copyOf(timeline);
    }

    @Override
    public int learnerSeat() {
        return game.waitsForPerson() ? game.actor() : -1;
    }

    @Override
    public void act(Move m) {
        game.act(m);
    }

    /** The computer's move the game waits for, if any; null when a person is to act or the game is over. */
    public Played computerMove() {
        return game.computerMove();
    }

    @Override
    public boolean canUndo() {
        return game.canUndo();
    }

    @Override
    public void undo() {
        game.undo();
    }

    @Override
    public void restart() {
        game.restart();
    }

    @Override
    public boolean finished() {
        return game.over();
    }

    @Override
    public boolean hintsUsed() {
        return false;
    }
}
