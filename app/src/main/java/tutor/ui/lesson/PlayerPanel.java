package tutor.ui.lesson;

import java.awt.Frame;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTabbedPane;
import tutor.data.Bundle;
import tutor.lesson.LessonLab;
import tutor.lesson.Mode;
import tutor.lesson.Step;
import tutor.rules.state.GameState;
import tutor.ui.actions.ActionsPanel;
import tutor.ui.board.BoardGeometry;
import tutor.ui.board.BoardView;
import tutor.ui.dispute.DisputeDesk;
import tutor.play.LessonActivity;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;
import tutor.ui.players.PlayerStrip;
import tutor.ui.ruling.RulingPanel;
import tutor.ui.situation.SituationPanel;
import tutor.ui.widgets.WrappingLabel;

/**
 * The lesson player: a header (back to the lessons, the title, the mode and who is learning, the
 * lesson map), the step on the left, and beside it the board, the moves, the situation and the rulings
 * of a played scenario (the same views as the table's, listening to the same model), or a chart.
 */
final class PlayerPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    /** What the screen does for the player. */
    interface Host {
        void backToShelf();

        /** The lesson (or review) reached its end and Finish was pressed. */
        void finished(LessonActivity a);
    }

    private final transient TutorModel model;
    private final transient LessonLab lab;
    private final transient Host host;
    private final JButton back = new JButton();
    private final WrappingLabel title = new WrappingLabel();
    private final JLabel who = new JLabel();
    private final LessonMap map = new LessonMap("lesson.map");
    private final StepView step;
    private final BoardView board;
    private final BoardColumn boardColumn;
    private final PlayerStrip strip;
    private final ActionsPanel actions;
    private final ReadingColumn reading;
    private final JTabbedPane tabs = new JTabbedPane();
    private final ChartStage chart;
    private final PlayerLayout layout;
    private final PlayerHeader header;
    private DisputeDesk desk;
    private transient LessonActivity activity;
    private transient LessonWords words;
    private transient Set<Integer> highlighted = Set.of();

    PlayerPanel(TutorModel model, Frame owner, LessonLab lab, Host host) {
        this.model = model;
        this.lab = lab;
        this.host = host;
        setName("lesson.player");
        step = new StepView(new StepView.Host() {
            @Override
            public void changed() {
                model.activityUpdated();
            }

            @Override
            public void stepChanged() {
                // A new step is a new page: every view starts afresh on what it shows.
                model.open(activity);
            }

            @Override
            public void finish() {
                host.finished(activity);
            }

            @Override
            public void compare(List<String> specs) {
                compareUnder(specs);
            }

            @Override
            public String learner() {
                return model.learner();
            }
        });
        board = new BoardView(model);
        board.setName("lesson.board");
        board.setOverlay(this::paintHighlights);
        strip = new PlayerStrip(model);
        actions = new ActionsPanel(model, owner);
        boardColumn = new BoardColumn(board, strip, actions);
        SituationPanel situation = new SituationPanel(model);
        RulingPanel ruling = new RulingPanel(model, () -> Bundle.get().rulebook(words == null ? "en" : words.language()));
        tabs.setName("lesson.tabs");
        // The rulings alone need no tab (the room goes to the ruling); the Editions tab, when a step compares, brings the tabs.
        tabs.putClientProperty("JTabbedPane.hideTabAreaWithOneTab", true);
        tabs.addTab("", ruling);
        reading = new ReadingColumn(situation, tabs, () -> activity != null && model.activity() == activity && activity.veiled());
        chart = new ChartStage(lab);
        JPanel body = new JPanel();
        body.setName("lesson.body");
        layout = new PlayerLayout(step, step, boardColumn, reading, reading::leastHeightAt, chart, boardColumn::belowAt,
                boardColumn::leastWidth, boardColumn::playBelowAt, boardColumn::keepSide);
        body.setLayout(layout);
        body.add(step);
        body.add(boardColumn);
        body.add(reading);
        body.add(chart);
        back.setName("lesson.back");
        back.addActionListener(e -> host.backToShelf());
        title.setName("lesson.title");
        who.setName("lesson.who");
        map.onPick(i -> {
            if (activity != null && activity.canGo(i)) {
                activity.go(i);
                model.open(activity);
            }
        });
        header = new PlayerHeader(back, title, who, map, step.nav());
        setLayout(new java.awt.BorderLayout(0, com.formdev.flatlaf.util.UIScale.scale(6)));
        setBorder(javax.swing.BorderFactory.createEmptyBorder(6, 6, 6, 6));
        add(header, java.awt.BorderLayout.NORTH);
        add(body, java.awt.BorderLayout.CENTER);
        model.addListener(this::changed);
    }

    /** Shows a lesson activity (the model already has it open). */
    void show(LessonActivity a, LessonWords w) {
        activity = a;
        words = w;
        update(true);
    }

    LessonActivity activity() {
        return activity;
    }

    @Override
    public void doLayout() {
        // The header's height depends on its width (one row or two): it is told the width before it is measured.
        if (header != null) {
            java.awt.Insets in = getInsets();
            header.setSize(getWidth() - in.left - in.right, header.getHeight());
        }
        super.doLayout();
    }

    /**
     * Another theme: the step's words are built again in its fonts and sizes (they were set from the old
     * theme's), after every view has taken the new look.
     */
    @Override
    public void updateUI() {
        super.updateUI();
        if (activity != null) {
            javax.swing.SwingUtilities.invokeLater(() -> {
                if (activity != null) {
                    step.rebuild();
                    update(true);
                }
            });
        }
    }

    private void changed(TutorEvent e) {
        if (activity == null || model.activity() != activity) {
            return;
        }
        if (e instanceof TutorEvent.ActivityChanged) {
            update(true);
        } else if (e instanceof TutorEvent.ActivityUpdated) {
            update(false);
        }
    }

    private void update(boolean newStep) {
        Step s = activity.current();
        back.setText(words.get(activity.review() != null ? "nav.backReview" : "nav.back"));
        title.setWords(words.text(activity.lesson().title())); // the window's language now, not the one it opened in
        String mode = words.get("mode." + activity.mode().id());
        String learner = model.learner();
        who.setText(activity.mode() == Mode.PRESENT || learner.isEmpty() ? mode : words.get("player.who", mode, learner));
        tabs.setTitleAt(0, words.get("tab.ruling"));
        if (desk != null && tabs.getTabCount() > 1) {
            tabs.setTitleAt(1, words.get("tab.editions"));
        }
        step.show(activity, words);
        map.show(stations(), activity.run().index());
        if (newStep) {
            // A question on the chart before it is asked beside that chart, not the board.
            Step drawn = activity.lesson().chartBeside(s).<Step>map(c -> c).orElse(s);
            PlayerLayout.Shape shape = s instanceof Step.Play && !activity.playMissing() ? PlayerLayout.Shape.PLAY
                    : drawn instanceof Step.Chart || drawn instanceof Step.Simulate ? PlayerLayout.Shape.CHART : PlayerLayout.Shape.BOARD;
            layout.shape(shape);
            layout.lesson(java.util.Arrays.asList(activity, words.language()),
                    activity.lesson().steps().stream().anyMatch(x -> x instanceof Step.Play));
            boardColumn.showPlay(shape == PlayerLayout.Shape.PLAY);
            // The lesson's own table seats nobody (placeholders, all marked out to hide their tokens): a step
            // without a position of its own shows no players rather than two strangers 'out' of the game.
            boardColumn.showCash(shape == PlayerLayout.Shape.BOARD
                    && activity.state().players().stream().anyMatch(seat -> !seat.out()));
            highlighted = highlights(s);
            if (shape == PlayerLayout.Shape.CHART) {
                chart.show(drawn, words, step::simulated);
            } else {
                chart.stopWorker();
            }
            if (!(s instanceof Step.Play p && !p.compare().isEmpty()) && tabs.getTabCount() > 1) {
                tabs.setSelectedIndex(0);
            }
            revalidate();
            repaint();
        }
    }

    private List<LessonMap.Station> stations() {
        List<LessonMap.Station> out = new ArrayList<>();
        List<Step> steps = activity.lesson().steps();
        for (int i = 0; i < steps.size(); i++) {
            Step s = steps.get(i);
            boolean reached = i <= activity.run().furthest();
            String tip = words.get("map.tip", i + 1, words.get("kind." + s.kind()))
                    + (activity.shows(s) ? "" : " " + words.get("map.forClass"));
            out.add(new LessonMap.Station(s, reached, activity.canGo(i), activity.run().result(s.id()).orElse(null), tip));
        }
        return out;
    }

    /** The squares an explanation names, on the board shown. */
    private Set<Integer> highlights(Step s) {
        if (!(s instanceof Step.Explain e) || e.highlight().isEmpty()) {
            return Set.of();
        }
        GameState shown = activity.shownState();
        Set<Integer> out = new HashSet<>();
        for (String name : e.highlight()) {
            shown.board().spaceNamed(name).ifPresent(sp -> out.add(sp.index()));
        }
        return out;
    }

    private void paintHighlights(Graphics2D g, BoardGeometry geo, GameState s) {
        if (highlighted.isEmpty() || activity == null || model.activity() != activity) {
            return;
        }
        java.awt.Color c = BoardView.color("Tutor.board.highlight");
        for (int i : highlighted) {
            Rectangle2D.Double r = geo.space(i);
            g.setColor(new java.awt.Color(c.getRed(), c.getGreen(), c.getBlue(), 70));
            g.fill(r);
            g.setColor(c);
            g.setStroke(new java.awt.BasicStroke((float) Math.max(3, geo.cell() * 0.09)));
            g.draw(new Rectangle2D.Double(r.x + 2, r.y + 2, r.width - 4, r.height - 4));
        }
    }

    private void compareUnder(List<String> specs) {
        if (desk == null) {
            desk = new DisputeDesk(model, () -> tabs.setSelectedIndex(0));
            desk.setName("lesson.compareDesk");
            tabs.addTab(words.get("tab.editions"), desk);
        }
        tabs.setSelectedComponent(desk);
        desk.compareUnder(specs);
    }

    /** Stops whatever the player runs in the background (leaving the lesson). */
    void stop() {
        chart.stopWorker();
    }

    // ---- what tests read and do ----

    /** What Next does (tests). */
    void next() {
        step.pressNext();
    }

    String stepText() {
        return step.text();
    }

    LessonMap map() {
        return map;
    }

    Set<Integer> highlighted() {
        return highlighted;
    }

    String comparisonText() {
        return desk == null ? "" : desk.text();
    }
}
