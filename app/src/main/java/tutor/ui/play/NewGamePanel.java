package tutor.ui.play;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;
import tutor.data.Bundle;
import tutor.play.game.Seat;
import tutor.rules.Setup;
import tutor.rules.edition.HouseRule;
import tutor.rules.edition.RuleSet;
import tutor.rules.state.GameState;
import tutor.rules.state.Table;
import tutor.scenario.EditionNames;
import tutor.sim.Strategies;
import tutor.text.Texts;

/**
 * A new game: the edition and house rules, how many players, for each a name and who plays the
 * seat (a person, or the computer with a strategy of the budgeting lab), and the seed of the dice.
 * "Play on" starts the game instead from the open scenario's position, with the seats as set here.
 */
final class NewGamePanel extends tutor.ui.widgets.WidthFittedPanel {

    private static final long serialVersionUID = 1L;
    /** The strategies offered for a computer seat: the lab's, with its usual parameters. */
    static final List<String> STRATEGIES = List.of("buy-all", "reserve-200", "three-houses", "bid-to-150", "trader",
            "never-trades", "no-build", "jail-stays", "cautious");
    private static final List<String> NAMES = List.of("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon");

    /** What Start hands on: the first position, the seats, and the title's words in a language. */
    record Start(GameState position, List<Seat> seats, java.util.function.Function<String, String> title) { }

    private final JLabel heading = new JLabel();
    private final JLabel editionLabel = new JLabel();
    private final JLabel houseRulesLabel = new JLabel();
    private final JLabel playersLabel = new JLabel();
    private final JLabel seedLabel = new JLabel();
    /** The form's help: read, never edited, so its caret never scrolls the form (to its end, cutting the heading). */
    private final javax.swing.JTextArea help = new javax.swing.JTextArea() {
        private static final long serialVersionUID = 1L;

        @Override
        public void scrollRectToVisible(java.awt.Rectangle r) {
            // New words put the caret at their end; the form's pane followed it down on every language or theme switch.
        }
    };
    private final JComboBox<RuleSet> edition = new JComboBox<>();
    private final List<JCheckBox> houseRules = new ArrayList<>();
    private final JSpinner players = new JSpinner(new SpinnerNumberModel(3, 2, 8, 1));
    private final JPanel seats = new JPanel(new MigLayout("insets 2, gap 6 2, wrap 3", "[right][50:90:][80:pref:,grow]")); // insets: the projector's focus rings
    private final List<JTextField> names = new ArrayList<>();
    private final List<JComboBox<String>> who = new ArrayList<>();
    private final JTextField seed = new JTextField(10);
    private final JLabel problem = new JLabel(" ");
    private final JButton start = new JButton();
    private final JButton playOn = new JButton();
    private final transient Consumer<Start> started;
    private final transient java.util.function.Supplier<GameState> openScenario;

    NewGamePanel(Consumer<Start> started, java.util.function.Supplier<GameState> openScenario) {
        super(new MigLayout("insets 8, gap 8 6, wrap 2", "[right][grow,fill]"));
        this.started = started;
        this.openScenario = openScenario;
        setName("play.new");
        heading.putClientProperty("FlatLaf.styleClass", "h2");
        add(heading, "span 2, left");
        edition.setName("play.edition");
        for (RuleSet rs : Bundle.get().rulesets().values()) {
            edition.addItem(rs);
        }
        edition.setSelectedItem(Bundle.get().rulesets().get("classic"));
        edition.setRenderer(new DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public java.awt.Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean sel, boolean focus) {
                return super.getListCellRendererComponent(list, value instanceof RuleSet rs ? EditionNames.of(rs, Ui.language()) : value,
                        index, sel, focus);
            }
        });
        edition.addActionListener(e -> editionChanged());
        add(editionLabel);
        add(edition, "wmin 0");
        JPanel rules = new JPanel(new MigLayout("insets 0, gap 8 0, wrap 1"));
        for (HouseRule hr : Bundle.get().houseRules().values()) {
            JCheckBox box = new JCheckBox();
            box.setName("play.house." + hr.id());
            box.putClientProperty("houseRule", hr.id());
            houseRules.add(box);
            rules.add(box);
        }
        // The house rules' names are long in French and Russian: they take the form's whole width, under their label.
        add(houseRulesLabel, "span 2, left");
        add(rules, "span 2, alignx left, gapleft 16, wmin 0");
        players.setName("play.players");
        players.addChangeListener(e -> seatsChanged());
        add(playersLabel);
        add(players, "growx 0");
        seats.setName("play.seats");
        // The seats take the form's whole width, under the players' count, as the house rules do: a computer's strategy
        // («Компьютер: покупает всё», «Ordinateur : enchérit jusqu'à 150 %») was cut in the second column.
        add(seats, "span 2, alignx left, gapleft 16, wmin 0");
        seed.setName("play.seed");
        seed.setText(Long.toString(System.currentTimeMillis() % 1_000_000));
        add(seedLabel);
        add(seed, "growx 0");
        start.setName("play.start");
        start.addActionListener(e -> start());
        playOn.setName("play.playOn");
        playOn.addActionListener(e -> playOn());
        JPanel buttons = new JPanel(new MigLayout("insets 2, gap 8 4, wrap 1")); // room for the projector's focus rings
        buttons.add(start);
        buttons.add(playOn);
        add(buttons, "skip 1, growx 0");
        problem.setName("play.problem");
        problem.putClientProperty("FlatLaf.styleClass", "small");
        add(problem, "skip 1, wmin 0");
        help.setName("play.help");
        help.setEditable(false);
        help.setFocusable(false);
        help.setLineWrap(true);
        help.setWrapStyleWord(true);
        help.setOpaque(false);
        help.setFont(javax.swing.UIManager.getFont("Label.font"));
        // The form's whole width, not a 400 px column: the Russian and French help ran under the pane's scroll on
        // the projector (review-ru10 N12).
        add(help, "span 2, growx, wmin 0, w 100:400:, gaptop 12");
        relabel();
        editionChanged();
    }

    private static Texts t() {
        return Ui.texts();
    }

    /** Every word of the form in the window's language; what the learner chose or typed stays as it is. */
    void relabel() {
        Texts t = t();
        heading.setText(t.get("new.title"));
        editionLabel.setText(t.get("new.edition"));
        houseRulesLabel.setText(t.get("new.houseRules"));
        playersLabel.setText(t.get("new.players"));
        seedLabel.setText(t.get("new.seed"));
        seed.setToolTipText(t.get("new.seed.tip"));
        start.setText(t.get("new.start"));
        playOn.setText(t.get("new.playOn"));
        playOn.setToolTipText(t.get("new.playOn.tip"));
        help.setText(t.get("new.help"));
        problem.setText(" ");
        tutor.text.Texts editions = tutor.text.Texts.of("editions", Ui.language());
        for (JCheckBox box : houseRules) {
            String id = (String) box.getClientProperty("houseRule");
            box.setText(EditionNames.of(Bundle.get().houseRules().get(id), Ui.language()));
            // What a house rule covers, where its name alone leaves a family guessing (which payments go to the pot).
            box.setToolTipText(editions.has("houserule." + id + ".what") ? editions.get("houserule." + id + ".what") : null);
        }
        for (JComboBox<String> by : who) {
            int chosen = by.getSelectedIndex();
            by.removeAllItems();
            whoItems(by, t);
            by.setSelectedIndex(chosen);
        }
        edition.repaint();
        seatsChanged();
        revalidate();
        repaint();
    }

    /** Who may play a seat: a person, or the computer with each strategy. */
    private static void whoItems(JComboBox<String> by, Texts t) {
        by.addItem(t.get("new.person"));
        for (String s : STRATEGIES) {
            by.addItem(t.get("new.computer", t.get("new.strategy." + s)));
        }
    }

    private void editionChanged() {
        RuleSet rs = (RuleSet) edition.getSelectedItem();
        SpinnerNumberModel m = (SpinnerNumberModel) players.getModel();
        m.setMaximum(rs.maxPlayers());
        if ((Integer) m.getValue() > rs.maxPlayers()) {
            m.setValue(rs.maxPlayers());
        }
        seatsChanged();
    }

    private void seatsChanged() {
        int n = (Integer) players.getValue();
        while (names.size() < n) {
            int i = names.size();
            JTextField name = new JTextField(i < NAMES.size() ? NAMES.get(i) : "P" + (i + 1));
            name.setName("play.name." + i);
            JComboBox<String> by = new JComboBox<>();
            by.setName("play.who." + i);
            whoItems(by, t());
            by.setSelectedIndex(i == 0 ? 0 : 1);
            names.add(name);
            who.add(by);
        }
        seats.removeAll();
        for (int i = 0; i < n; i++) {
            seats.add(new JLabel(t().get("new.seat", i + 1)));
            // A combo box's least width is its longest item's: without "wmin" the seat rows would be cut off at the
            // column's edge on a projector in French and Russian instead of taking the room there is.
            seats.add(names.get(i), "growx, wmin 50");
            seats.add(who.get(i), "growx, wmin 80");
        }
        seats.revalidate();
        seats.repaint();
    }

    /** The seats as set on the form, {@code count} of them (a person where the form has no row). */
    private List<Seat> seatList(int count) {
        List<Seat> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int k = i < who.size() && i < (Integer) players.getValue() ? who.get(i).getSelectedIndex() : 0;
            out.add(k == 0 ? Seat.person() : Seat.computer(Strategies.parse(STRATEGIES.get(k - 1))));
        }
        return out;
    }

    /** The ruleset id with the chosen house rules: {@code classic+go-400}. */
    String spec() {
        StringBuilder b = new StringBuilder(((RuleSet) edition.getSelectedItem()).id());
        for (JCheckBox box : houseRules) {
            if (box.isSelected()) {
                b.append('+').append(box.getClientProperty("houseRule"));
            }
        }
        return b.toString();
    }

    private void start() {
        int n = (Integer) players.getValue();
        List<String> chosen = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            chosen.add(names.get(i).getText().trim());
        }
        if (chosen.stream().anyMatch(String::isEmpty) || chosen.stream().distinct().count() != n) {
            problem.setText(t().get("new.bad.names"));
            return;
        }
        long s;
        try {
            s = Long.parseLong(seed.getText().trim());
            if (s < 0 || s > Integer.MAX_VALUE) {
                throw new NumberFormatException();
            }
        } catch (NumberFormatException e) {
            problem.setText(t().get("new.bad.seed"));
            return;
        }
        problem.setText(" ");
        Table table = Bundle.get().table(spec(), chosen);
        // The title heads the situation over the rulings: with the edition's name in it (on the board's centre already)
        // it took three lines in French on the projector and the situation's box ran over the tabs (teacher walk 7, F14).
        started.accept(new Start(Setup.newGame(table, s), seatList(n),
                lang -> Texts.of("play", lang).get("game.title", String.valueOf(s))));
    }

    private void playOn() {
        GameState from = openScenario.get();
        if (from == null) {
            problem.setText(t().get("new.playOn.none"));
            return;
        }
        problem.setText(" ");
        String spec = from.rules().id();
        started.accept(new Start(from, seatList(from.players().size()),
                lang -> Texts.of("play", lang).get("game.title.playOn", EditionNames.spec(spec, lang))));
    }

    /** For tests and the screenshot tool: sets the form. */
    void set(String rulesetId, List<String> seatKinds, long seedValue) {
        edition.setSelectedItem(Bundle.get().rulesets().get(rulesetId));
        players.setValue(seatKinds.size());
        for (int i = 0; i < seatKinds.size(); i++) {
            String k = seatKinds.get(i);
            who.get(i).setSelectedIndex(k.equals("person") ? 0 : STRATEGIES.indexOf(k) + 1);
        }
        seed.setText(Long.toString(seedValue));
    }

    void playOnNow() {
        playOn();
    }

    void startNow() {
        start();
    }
}
