package tutor.ui.play;

import tutor.play.GameActivity;
import javax.swing.JButton;
import javax.swing.JFileChooser;
import javax.swing.filechooser.FileNameExtensionFilter;
import tutor.rules.state.GameState;
import tutor.scenario.TableFile;
import tutor.ui.widgets.ScenarioSaver;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSlider;
import javax.swing.JSpinner;
import javax.swing.JToggleButton;
import javax.swing.SpinnerNumberModel;
import javax.swing.Timer;
import net.miginfocom.swing.MigLayout;
import tutor.play.PlayText;
import tutor.play.game.FreeGame;
import tutor.play.game.Pacer;
import tutor.rules.Referee;
import tutor.rules.state.Move;
import tutor.rules.state.Roll;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;

/**
 * The free game's controls above the table, shown while a free game is open: who is to act,
 * pause and play, one step, the speed of the computer's moves, the dice as thrown on a real
 * board, and the end of the game. The computer's moves come from a Swing timer ticking at the
 * {@link Pacer}'s delay on the event thread, one ruling a tick: the window never waits or sleeps.
 */
public final class GameBar extends JPanel {

    private static final long serialVersionUID = 1L;

    private final transient TutorModel model;
    private final transient Pacer pacer = new Pacer();
    private final transient Runnable ended;
    private final Timer timer;
    /** Who is to act: wraps to a second line where a family's long names (or French, Russian) need it, never cut. */
    private final tutor.ui.widgets.WrappingLabel status = new tutor.ui.widgets.WrappingLabel();
    private final JToggleButton pause = new JToggleButton();
    private final JButton step = new JButton();
    private final JSlider speed = new JSlider(0, Pacer.SPEEDS - 1, Pacer.DEFAULT_SPEED);
    private final JSpinner die1 = new JSpinner(new SpinnerNumberModel(1, 1, 6, 1));
    private final JSpinner die2 = new JSpinner(new SpinnerNumberModel(1, 1, 6, 1));
    private final JLabel diceLabel = new JLabel();
    private final JButton throwTyped = new JButton();
    private final JButton end = new JButton();
    private final JButton save = new JButton();
    private boolean endShown;
    /** The end question is open (its modal loop still delivers queued clicks to this bar). */
    private boolean asking;
    /** The screen in front: the position editor never wants the bar (its board needs the room), Play not after the end. */
    private String screen = "";
    /** The game the pace was last set for: a different one starts at the learner's pace, not at the bar's own pause. */
    private transient GameActivity paced;
    /** Whether the learner pressed Pause (kept from game to game), as against the pause End and Save put on a game. */
    private boolean learnerPaused;

    /** {@code ended} shows the summary: called once when the game ends or the learner ends it. */
    public GameBar(TutorModel model, Runnable ended) {
        // Two rows of the same height all game long: what happens and the game's own buttons above, the pace and the
        // typed dice below. In one row French and Russian needed 1,200 px and the status was squeezed to nothing;
        // a row that came and went with the typed dice would make the board jump every turn.
        super(new MigLayout("insets 2 6 2 6, gap 6 2, hidemode 3", "[grow,fill][][]"));
        this.model = model;
        this.ended = ended;
        Ui.follow(model);
        setName("play.bar");
        timer = new Timer(pacer.delayMillis(), e -> tick());
        status.setName("play.status");
        pause.setName("play.pause");
        step.setName("play.step");
        speed.setName("play.speed");
        die1.setName("play.die1");
        die2.setName("play.die2");
        for (JSpinner die : new JSpinner[] {die1, die2}) {
            // A die takes what is typed at once (no Enter needed), and a typed 7 stays on show to be refused when thrown,
            // instead of quietly going back to the last die when the field loses focus.
            javax.swing.JFormattedTextField field = ((JSpinner.DefaultEditor) die.getEditor()).getTextField();
            field.setFocusLostBehavior(javax.swing.JFormattedTextField.COMMIT);
            if (field.getFormatter() instanceof javax.swing.text.DefaultFormatter f) {
                f.setCommitsOnValidEdit(true);
            }
        }
        throwTyped.setName("play.throwTyped");
        end.setName("play.end");
        save.setName("play.save");
        speed.setSnapToTicks(true);
        speed.setMajorTickSpacing(1);
        speed.setPaintTicks(true);
        speed.setPreferredSize(new java.awt.Dimension(110, speed.getPreferredSize().height));
        pause.addActionListener(e -> {
            learnerPaused = pause.isSelected();
            if (pause.isSelected()) {
                pacer.pause();
            } else {
                pacer.resume();
            }
            update();
        });
        step.addActionListener(e -> {
            pacer.step();
            pause.setSelected(true);
            learnerPaused = true;
            tick();
        });
        speed.addChangeListener(e -> {
            pacer.speed(speed.getValue());
            timer.setDelay(pacer.delayMillis());
            timer.setInitialDelay(pacer.delayMillis());
        });
        throwTyped.addActionListener(e -> throwTyped());
        end.addActionListener(e -> endNow());
        save.addActionListener(e -> saveGame());
        add(status, "wmin 0, aligny center");
        add(save);
        add(end, "wrap");
        JPanel pace = new JPanel(new MigLayout("insets 2, gap 6 0, hidemode 3")) { // room for the projector's focus rings
            private static final long serialVersionUID = 1L;

            @Override
            public java.awt.Dimension getPreferredSize() {
                // As tall with the dice hidden as with them shown.
                java.awt.Dimension d = super.getPreferredSize();
                int tallest = Math.max(Math.max(pause.getPreferredSize().height, speed.getPreferredSize().height),
                        Math.max(die1.getPreferredSize().height, throwTyped.getPreferredSize().height));
                return new java.awt.Dimension(d.width, Math.max(d.height, tallest));
            }
        };
        pace.setName("play.pace");
        pace.add(pause);
        pace.add(step);
        pace.add(speed);
        pace.add(diceLabel);
        pace.add(die1);
        pace.add(die2);
        pace.add(throwTyped);
        add(pace, "span 3, growx, wmin 0");
        model.addListener(this::changed);
        setVisible(false);
    }

    /** The status wraps to the room Save and End leave it on the first row, known before the row's height is asked. */
    private void wrapStatus(int width) {
        int gap = com.formdev.flatlaf.util.UIScale.scale(6);
        int room = width - 2 * gap - save.getPreferredSize().width - end.getPreferredSize().width - 2 * gap;
        status.wrapAt(Math.max(com.formdev.flatlaf.util.UIScale.scale(120), room));
    }

    @Override
    public java.awt.Dimension getPreferredSize() {
        java.awt.Container p = getParent();
        int width = getWidth() > 0 ? getWidth() : p == null ? 0 : p.getWidth() - p.getInsets().left - p.getInsets().right;
        if (width > 0) {
            wrapStatus(width);
        }
        return super.getPreferredSize();
    }

    @Override
    public void doLayout() {
        int before = status.getPreferredSize().height;
        wrapStatus(getWidth());
        super.doLayout();
        if (status.getPreferredSize().height != before) {
            // The status took a line more or less at this width: the window gives the bar its new height.
            javax.swing.SwingUtilities.invokeLater(this::revalidate);
        }
    }

    private PlayText words() {
        GameActivity g = game();
        return new PlayText(Ui.language(), g == null ? null : g.state().table());
    }

    private GameActivity game() {
        return model.activity() instanceof GameActivity g ? g : null;
    }

    public Pacer pacer() {
        return pacer;
    }

    private void changed(TutorEvent e) {
        GameActivity g = game();
        if (g != null && g != paced) {
            paced = g;
            // A new game after one ended (End pauses the computers) started paused, "Play" lit though the learner
            // had not paused, and a trade offered to a computer waited silently for it (teacher walk 6, F5).
            if (!learnerPaused) {
                pacer.resume();
                pause.setSelected(false);
            }
        }
        if (e instanceof TutorEvent.ActivityChanged
                || e instanceof TutorEvent.ActivityUpdated && game() != null && !game().game().over()) {
            endShown = false; // a new game, or this one restarted or taken back from its end
        }
        if (e instanceof TutorEvent.ActivityChanged || e instanceof TutorEvent.ActivityUpdated
                || e instanceof TutorEvent.LanguageChanged) {
            update(); // its words follow View > Language too
        }
    }

    /**
     * Shows the bar (during a game) or hides it for the screen in front: editing a position is no part of playing, and
     * the editor's board needs the height (the bar took it down from 421 to 358 px at 1024x768). The computer players
     * wait while the bar is away (a game played on behind the editor could end and call the learner away mid-edit),
     * and play on where they were when it is back; the learner's own pause is kept as it was.
     */
    public void shownOn(String screenId) {
        screen = screenId;
        update();
    }

    /**
     * Whether the screen in front wants the bar: the table the game is played on, and Play until the game has ended
     * (then Continue, One turn and End game stood above the New game form with nothing left to pace). Never the
     * Lessons, the dispute desk, the editor or Practise: above a lesson it pushed Present and the handout button
     * off a French projector screen (a teacher's walk).
     */
    private boolean wanted() {
        return screen.equals("table") || screen.equals("play") && !endShown;
    }

    /** The bar follows the game: its words, which controls make sense now, and whether the timer runs. */
    void update() {
        GameActivity g = game();
        setVisible(g != null && wanted());
        if (g == null) {
            timer.stop();
            return;
        }
        PlayText t = words();
        FreeGame game = g.game();
        pause.setText(pause.isSelected() ? t.get("bar.play") : t.get("bar.pause"));
        step.setText(t.get("bar.step"));
        speed.setToolTipText(t.get("bar.speed"));
        end.setText(t.get("bar.end"));
        save.setText(t.get("bar.save"));
        save.setToolTipText(t.get("bar.save.tip"));
        diceLabel.setText(t.get("bar.dice"));
        throwTyped.setText(t.get("bar.dice.throw"));
        throwTyped.setToolTipText(t.get("bar.dice.tip"));
        // Room for the longest thing it will say this game, so the board below keeps its place as the turn goes round.
        java.util.List<String> said = new java.util.ArrayList<>(java.util.List.of(t.get("bar.over")));
        for (int p = 0; p < game.state().players().size(); p++) {
            for (String key : java.util.List.of("bar.paused", "bar.paused.person", "bar.computer", "bar.person")) {
                said.add(t.get(key, t.player(p)));
            }
        }
        status.keepRoomFor(said);
        // Ended (won, or ended by the learner): nothing left to pace, throw or end. Continue and End stood on the table
        // for a game already over, and Continue set the computers playing a game the learner had ended (issue 22).
        boolean done = game.over() || g.endedByLearner();
        boolean computer = !done && game.waitsForComputer();
        boolean oneDie = game.state().rules().dice() == 1;
        boolean anyComputer = !done && game.seats().stream().anyMatch(s -> !s.isPerson());
        // Paused by the learner (or a save): the learner's own moves wait for Play as the computers do.
        boolean held = pause.isSelected() && anyComputer;
        boolean typed = !done && !held && game.waitsForPerson() && throwIsOpen(game);
        diceLabel.setVisible(typed);
        die1.setVisible(typed);
        die2.setVisible(typed && !oneDie);
        throwTyped.setVisible(typed);
        pause.setVisible(anyComputer);
        step.setVisible(anyComputer);
        speed.setVisible(anyComputer);
        step.setEnabled(computer);
        end.setVisible(!done);
        holdMoves(g, held);
        if (g.endedByLearner() && !game.over()) {
            status.setText(t.get("bar.over"));
            timer.stop();
        } else if (game.over()) {
            status.setText(t.get("bar.over"));
            timer.stop();
            if (!endShown) {
                endShown = true;
                ended.run();
            }
        } else if (computer) {
            status.setText(pacer.paused() ? t.get("bar.paused", t.player(game.actor())) : t.get("bar.computer", t.player(game.actor())));
            if (!wanted()) {
                timer.stop();
            } else if (!timer.isRunning()) {
                timer.setInitialDelay(pacer.delayMillis());
                timer.start();
            }
        } else if (held) {
            status.setText(t.get("bar.paused.person", t.player(game.actor())));
            timer.stop();
        } else {
            status.setText(t.get("bar.person", t.player(game.actor())));
            timer.stop();
        }
        revalidate();
        repaint();
    }

    /**
     * The game takes the bar's pause: paused, the learner's moves are off too (they stayed lit, and a trade made then
     * did nothing to be seen until Play, teacher walk 6, F5); the views are told when that changes. A game of people
     * only has no pause to show, so a pause kept from an earlier game never holds it.
     */
    private void holdMoves(GameActivity g, boolean held) {
        if (g.paused() != held) {
            g.paused(held);
            javax.swing.SwingUtilities.invokeLater(model::activityUpdated);
        }
    }

    private static boolean throwIsOpen(FreeGame game) {
        Move roll = new Move.RollDice(game.actor());
        return new Referee().check(game.state(), roll).isEmpty();
    }

    /** One tick of the timer: the computer's next move, if the game waits for it and the pacer allows it. */
    void tick() {
        GameActivity g = game();
        if (g == null || g.endedByLearner() || !g.game().waitsForComputer() || !wanted()) {
            update();
            return;
        }
        if (!pacer.mayMove()) {
            return;
        }
        if (g.computerMove() == null) {
            timer.stop();
            model.notice(words().get("cli.stuck", words().player(g.game().actor())), true);
            return;
        }
        model.activityMoved();
    }

    /** A die's typed value, committed; null when the text is not a whole number from 1 to 6. */
    private static Integer typed(JSpinner die) {
        try {
            die.commitEdit();
            return (Integer) die.getValue();
        } catch (java.text.ParseException e) {
            return null;
        }
    }

    private void throwTyped() {
        GameActivity g = game();
        if (g == null || !g.game().waitsForPerson()) {
            return;
        }
        // The dice as typed, even before Enter: a button press does not commit a spinner's text, and the last committed
        // value ("1 + 3" for a typed 2) would be ruled instead. A die that is not 1 to 6 is refused, never changed.
        Integer a = typed(die1);
        Integer b = g.state().rules().dice() == 1 ? Integer.valueOf(1) : typed(die2);
        if (a == null || b == null) {
            tutor.ui.widgets.Fitted.message(this, words().get("bar.dice.invalid"), throwTyped.getText(),
                    javax.swing.JOptionPane.WARNING_MESSAGE);
            return;
        }
        Roll roll = g.state().rules().dice() == 1 ? Roll.single(a) : new Roll(a, b);
        g.game().throwTyped(g.game().actor(), roll);
        model.activityMoved();
    }

    /**
     * Saves the game as it stands as a scenario (checked to load and pass before it is written): opened
     * again, "Play on from here" resumes it, and a teacher can turn it into a lesson.
     */
    private boolean saveGame() {
        GameActivity g = game();
        if (g == null) {
            return false;
        }
        timer.stop();
        pacer.pause();
        pause.setSelected(true);
        update();
        PlayText t = words();
        GameState s = g.game().state();
        // The turn being played, counted from 1: turns() counts those finished.
        String title = t.get("save.title.default", tutor.ui.widgets.Editions.name(model.texts(), s.rules().id()), g.game().turns() + 1);
        TableFile.Saved saved = TableFile.write(s, title, t.get("save.goal"), java.util.List.of());
        if (saved.lost().contains(tutor.scenario.PositionDocument.Lost.DECISION)) {
            // Saved without it, the game would go on from another decision: refused, and said why, rather than changed.
            model.notice(t.get("save.mid-decision"), true);
            return false;
        }
        JFileChooser chooser = new JFileChooser();
        chooser.setName("play.save.chooser");
        chooser.setFileFilter(new FileNameExtensionFilter(t.get("save.filter"), "yaml", "yml"));
        chooser.setSelectedFile(new java.io.File(TableFile.id(title) + ".yaml"));
        if (chooser.showSaveDialog(this) != JFileChooser.APPROVE_OPTION) {
            return false;
        }
        java.nio.file.Path file = chooser.getSelectedFile().toPath();
        try {
            ScenarioSaver.save(file, saved, t.get("save.unsound"));
            model.notice(saved.lost().isEmpty() ? t.get("save.done", file.getFileName()) : t.get("save.done.lossy", file.getFileName()), false);
            return true;
        } catch (java.io.IOException | IllegalStateException ex) {
            model.notice(t.get("save.failed", file.getFileName(), String.valueOf(ex.getMessage())), true);
            return false;
        }
    }

    /**
     * End the game, once the learner confirms: the question says what stays (the summary and its chart) and what goes
     * (playing on), and offers to save first. A click that ended a game at once lost it for good (teacher walk 4, shot-93).
     */
    private void endNow() {
        GameActivity g = game();
        // A second click queued while the question was slow to come (a busy machine) must not ask again about a game
        // already ended, nor open a second question over the first (teacher walk 5: a duplicate question, then a stuck menu).
        if (g == null || asking || endShown || g.endedByLearner() || g.finished()) {
            return;
        }
        asking = true;
        try {
            askToEnd(g);
        } finally {
            asking = false;
        }
    }

    private void askToEnd(GameActivity g) {
        timer.stop(); // no computer move while the question is open
        PlayText t = words();
        Object[] options = {t.get("bar.end.confirm.save"), t.get("bar.end.confirm.end"), t.get("bar.end.confirm.cancel")};
        tutor.ui.widgets.WrappingLabel question = new tutor.ui.widgets.WrappingLabel();
        question.setName("play.end.question");
        question.setWords(t.get("bar.end.confirm"));
        // At the reading size (the class reads it on a projector), then about 50 letters a line: a few lines that fit a
        // 1024x768 projector, not one line wider than the screen.
        tutor.ui.widgets.Reading.deep(question);
        question.wrapAt(question.getFontMetrics(question.getFont()).charWidth('n') * 50);
        int answer = tutor.ui.widgets.Fitted.options(javax.swing.SwingUtilities.getWindowAncestor(this), question,
                t.get("bar.end.confirm.title"), javax.swing.JOptionPane.QUESTION_MESSAGE, options, options[2]);
        if (answer == 0 && !saveGame() || answer != 0 && answer != 1) {
            update(); // kept playing (or the save was not made): the computer's timer starts again if it was running
            return;
        }
        g.endByLearner();
        pacer.pause();
        pause.setSelected(true);
        endShown = true;
        update();
        ended.run();
    }
}
