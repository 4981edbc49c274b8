package tutor.ui.play;

import tutor.play.GameActivity;
import java.util.List;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import net.miginfocom.swing.MigLayout;
import tutor.play.PlayText;
import tutor.play.game.FreeGame;
import tutor.play.game.GameSummary;
import tutor.play.game.Seat;
import tutor.rules.state.GameState;
import tutor.ui.model.TutorModel;

/**
 * The Play screen: a new game (or play on from the open scenario) on the left, the summary of the
 * last game with its net-worth chart on the right. A started game opens on the table, where the
 * board, rulings, ledger and players show it, {@link GameBar} paces the computer and
 * {@link CoachPanel} speaks when asked. The screen follows View > Language as it is switched.
 */
public final class PlayScreen extends JPanel {

    private static final long serialVersionUID = 1L;

    private final transient TutorModel model;
    private final transient Runnable showTable;
    private final NewGamePanel form;
    private final SummaryPanel summary = new SummaryPanel();
    private final javax.swing.JButton resume = new javax.swing.JButton();
    private int games;
    /** The last summary shown, worded again when the language changes. */
    private transient GameSummary shownSummary;
    private transient tutor.rules.state.Table shownTable;

    /** {@code showTable} brings the table screen forward when a game starts. */
    public PlayScreen(TutorModel model, Runnable showTable) {
        super(new MigLayout("insets 4, fill, gap 8", "[60%!,fill][grow,fill]", "[][grow,fill]"));
        this.model = model;
        this.showTable = showTable;
        setName("play");
        form = new NewGamePanel(this::start, () -> model.scenario() == null ? null : model.scenario().state());
        JScrollPane left = new JScrollPane(form);
        left.setBorder(null);
        resume.setName("play.resume");
        resume.addActionListener(e -> resume());
        resume.setVisible(false);
        add(resume, "span 2, wrap, hidemode 3, growx 0, wmin 0");
        add(left, "hmin 0, wmin 0");
        add(summary, "wmin 0, hmin 0");
        Ui.follow(model);
        model.addListener(e -> {
            if (e instanceof tutor.ui.model.TutorEvent.LanguageChanged) {
                relabel();
            }
            if (e instanceof tutor.ui.model.TutorEvent.ActivityChanged || e instanceof tutor.ui.model.TutorEvent.LanguageChanged) {
                offerResume();
            }
        });
    }

    /** Every word of the screen again in the window's language (View > Language), the form's choices kept. */
    private void relabel() {
        form.relabel();
        if (shownSummary == null) {
            summary.nothing();
        } else {
            summary.show(shownSummary, new PlayText(Ui.language(), shownTable));
        }
    }

    /** The free game left part-way in the background (the learner went to the editor or a lesson), or null. */
    private GameActivity waiting() {
        GameActivity found = null;
        for (tutor.play.Activity a : model.history().inBackground()) {
            if (a instanceof GameActivity g) {
                found = g; // the latest one left
            }
        }
        return found;
    }

    /** "Back to your game" is offered while a game waits, so walking away from a game never loses it. */
    private void offerResume() {
        GameActivity g = waiting();
        resume.setVisible(g != null);
        if (g != null) {
            resume.setText(Ui.texts().get("game.resume", g.title()));
        }
        revalidate();
    }

    private void resume() {
        GameActivity g = waiting();
        if (g != null) {
            model.open(g);
            showTable.run();
        }
    }

    private void start(NewGamePanel.Start s) {
        startFrom(s.position(), s.seats(), s.title());
    }

    /**
     * Starts a free game from any position: a new deal, a scenario's end, or a position built in
     * the table editor. The seats say who plays each player of the position.
     */
    public void startFrom(GameState position, List<Seat> seats, java.util.function.Function<String, String> title) {
        games++;
        FreeGame game = new FreeGame(position, seats);
        GameActivity activity = new GameActivity(game, "game:" + games + ":" + System.identityHashCode(game), title, Ui::language);
        model.open(activity);
        model.notice(activity.title(), false);
        showTable.run();
    }

    /** Plays on from the open scenario's position, with the seats as the form sets them. */
    public void playOn() {
        form.playOnNow();
    }

    /** Shows the summary of the open game (called when it ends, or when the learner ends it). */
    public void showSummary() {
        if (model.activity() instanceof GameActivity g) {
            shownSummary = GameSummary.of(g.game());
            shownTable = g.state().table();
            summary.show(shownSummary, new PlayText(Ui.language(), shownTable));
        }
    }

    // For the GUI tests and the screenshot tool.

    /** Starts a game as the form would: an edition, each seat "person" or a strategy, a seed. */
    public void newGame(String rulesetId, List<String> seatKinds, long seed) {
        form.set(rulesetId, seatKinds, seed);
        form.startNow();
    }
}
