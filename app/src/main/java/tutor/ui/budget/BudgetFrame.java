package tutor.ui.budget;

import java.awt.Dimension;
import java.awt.event.MouseEvent;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.DefaultComboBoxModel;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.SpinnerNumberModel;
import javax.swing.filechooser.FileNameExtensionFilter;
import net.miginfocom.swing.MigLayout;
import tutor.analysis.JailStrategy;
import tutor.data.Bundle;
import tutor.rules.edition.HouseRule;
import tutor.scenario.EditionNames;
import tutor.text.Texts;
import tutor.ui.board.BoardView;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorListener;
import tutor.ui.model.TutorModel;

/**
 * The budgeting lab's screen: pick an edition, house rules, the Jail strategy and the number of
 * opponents; the board shows how often rolls end on each space (a heat map on the real board),
 * beside a sortable table of returns, the charts, and a panel that runs thousands of games.
 * Self-contained: it needs nothing from the main window and can be opened from anywhere. Every
 * word comes from the {@code budget} texts (the charts' from {@code lab}) in the window's language,
 * worded again when View > Language changes it.
 */
public final class BudgetFrame extends JFrame {

    /** The size the lab asks for: less on a smaller screen (a 1024x768 projector), by {@link tutor.ui.widgets.ScreenFit}. */
    static final Dimension PREFERRED = new Dimension(1280, 800);

    private static final long serialVersionUID = 1L;
    private static final List<String> TABS = List.of("returns", "charts", "simulate");

    private final JComboBox<String> edition = new JComboBox<>(Bundle.get().rulesets().keySet().toArray(String[]::new));
    private final List<JCheckBox> houseRules = new ArrayList<>();
    private final JComboBox<String> jail = new JComboBox<>();
    /** Whether railroads and utilities count the Chance cards that change their rent, or every arrival at the printed rent. */
    private final JComboBox<String> cardRent = new JComboBox<>();
    private final JLabel cardRentLabel = new JLabel();
    private final JSpinner opponents = new JSpinner(new SpinnerNumberModel(3, 1, 7, 1));
    private final JLabel editionLabel = new JLabel();
    private final JLabel playerLabel = new JLabel();
    private final JLabel opponentsLabel = new JLabel();
    private final JLabel rulesLabel = new JLabel();
    private final BoardView board = new BoardView();
    private final transient HeatMap heat = new HeatMap(board);
    private final ReturnsPanel returns = new ReturnsPanel(p -> save("returns.csv", "save.csv", "csv", p::writeCsv));
    private final ChartsPanel charts = new ChartsPanel(p -> save("lab-charts.png", "save.png", "png", p::writePng));
    private final SimulationPanel simulation = new SimulationPanel(
            p -> save("simulation.png", "save.png", "png", p::writePng),
            p -> save("simulation.csv", "save.csv", "csv", p::writeCsv));
    private final JTabbedPane tabs = new JTabbedPane();
    private transient LabState lab;
    private String language;
    private boolean quiet;

    /** The lab in English, on its own. */
    public BudgetFrame() {
        this("en");
    }

    /** The lab on its own in a language ("en", "fr", "ru", or the tests' pseudo-language): the screenshot tool's. */
    public BudgetFrame(String language) {
        this.language = language;
        build();
    }

    /** The lab opened from the window: it speaks the window's language, and follows it when it changes. */
    public BudgetFrame(TutorModel model) {
        this(model.language());
        TutorListener follow = e -> {
            if (e instanceof TutorEvent.LanguageChanged) {
                setLanguage(model.language());
            }
        };
        model.addListener(follow);
        addWindowListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowClosed(java.awt.event.WindowEvent e) {
                model.removeListener(follow);
            }
        });
    }

    private void build() {
        setName("budget");
        setDefaultCloseOperation(JFrame.DISPOSE_ON_CLOSE);
        edition.setName("budget.edition");
        jail.setName("budget.jail");
        cardRent.setName("budget.cardRent");
        opponents.setName("budget.opponents");
        board.setName("budget.board");
        board.setOverlay(heat);
        board.setToolTipText("");
        board.addMouseMotionListener(new java.awt.event.MouseMotionAdapter() {
            @Override
            public void mouseMoved(MouseEvent e) {
                board.setToolTipText(tip(board.spaceAt(e.getPoint())));
            }
        });
        // The edition by its name in the window's language; the item stays its id, as the command line writes it.
        edition.setRenderer(new DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public java.awt.Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected, boolean focus) {
                String id = (String) value;
                String name = id == null ? "" : EditionNames.of(Bundle.get().rulesets().get(id), language);
                return super.getListCellRendererComponent(list, name, index, selected, focus);
            }
        });
        editionLabel.setLabelFor(edition);
        playerLabel.setLabelFor(jail);
        cardRentLabel.setLabelFor(cardRent);
        opponentsLabel.setLabelFor(opponents);
        // The edition takes a row of its own (its names run long), the house rules wrap as many a line as fit:
        // the lab fits a 1024-wide projector in French and Russian, in the projector theme too.
        JPanel controls = new JPanel(new MigLayout("insets 6 6 2 6, fillx, wrap 4", "[right][grow,fill]16[right][]"));
        controls.add(editionLabel);
        controls.add(edition, "span 3, wmin 0");
        controls.add(playerLabel);
        controls.add(jail, "wmin 0, growx 0");
        controls.add(opponentsLabel);
        controls.add(opponents);
        controls.add(cardRentLabel);
        controls.add(cardRent, "span 3, wmin 0, growx 0");
        JPanel rules = new JPanel(new tutor.ui.widgets.WrapLayout(12, 0));
        for (String id : Bundle.get().houseRules().keySet()) {
            JCheckBox box = new JCheckBox();
            box.setName("budget.houseRule." + id);
            box.putClientProperty("houseRule", id);
            box.addActionListener(e -> recompute());
            houseRules.add(box);
            rules.add(box);
        }
        controls.add(rulesLabel, "aligny top, gaptop 4");
        controls.add(rules, "span 3, growx, wmin 0");
        tabs.setName("budget.tabs");
        tabs.addTab("", returns);
        tabs.addTab("", charts);
        tabs.addTab("", simulation);
        JSplitPane split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, board, tabs);
        split.setResizeWeight(0.45);
        board.setMinimumSize(new Dimension(com.formdev.flatlaf.util.UIScale.scale(240), com.formdev.flatlaf.util.UIScale.scale(240)));
        tabs.setMinimumSize(new Dimension(com.formdev.flatlaf.util.UIScale.scale(360), com.formdev.flatlaf.util.UIScale.scale(300)));
        JPanel root = new JPanel(new MigLayout("insets 0, fill, wrap 1", "[grow,fill]", "[][grow,fill]"));
        root.add(controls, "wmin 0");
        root.add(split);
        setContentPane(root);
        edition.setSelectedItem(ownEdition(language));
        edition.addActionListener(e -> recompute());
        jail.addActionListener(e -> recompute());
        cardRent.addActionListener(e -> recompute());
        opponents.addChangeListener(e -> recompute());
        tutor.ui.widgets.ScreenFit.apply(this, PREFERRED, null);
        word();
        recompute();
    }

    /** Speaks another language: every word again, the table, charts and heat map worked out in it; the choices stay. */
    public void setLanguage(String lang) {
        if (lang.equals(language)) {
            return;
        }
        if (ownEdition(language).equals(edition.getSelectedItem())) {
            // Still on the edition the lab opened on: it follows the language, as a reader changing language expects.
            quiet = true;
            edition.setSelectedItem(ownEdition(lang));
            quiet = false;
        }
        language = lang;
        word();
        recompute();
        revalidate();
        repaint();
    }

    /**
     * The edition the lab opens on in a language: the classic game as that language's box prints it (the
     * French edition's Paris deeds in euros, the Russian edition's Moscow deeds in roubles), so a French or
     * Russian class meets its own deed names and money; the US edition otherwise. The US edition stays one
     * pick away, its streets under their printed names (boards/names-fr.yaml says why).
     */
    static String ownEdition(String language) {
        String id = tutor.scenario.Lang.content(language) + "-classic";
        return Bundle.get().rulesets().containsKey(id) ? id : "classic";
    }

    /** The language the lab speaks. */
    public String language() {
        return language;
    }

    private Texts texts() {
        return Texts.of("budget", language);
    }

    /** Every word of the frame's own in its language (the panels word themselves). */
    private void word() {
        Texts t = texts();
        setTitle(t.get("title"));
        editionLabel.setText(t.get("edition"));
        edition.setToolTipText(t.get("edition.tip"));
        playerLabel.setText(t.get("player"));
        int j = Math.max(0, jail.getSelectedIndex());
        quiet = true;
        jail.setModel(new DefaultComboBoxModel<>(new String[] {t.get("jail.short"), t.get("jail.long")}));
        jail.setSelectedIndex(j);
        quiet = false;
        jail.setToolTipText(t.get("jail.tip"));
        int c = Math.max(0, cardRent.getSelectedIndex());
        quiet = true;
        cardRent.setModel(new DefaultComboBoxModel<>(new String[] {t.get("cardRent.cards"), t.get("cardRent.printed")}));
        cardRent.setSelectedIndex(c);
        quiet = false;
        cardRentLabel.setText(t.get("cardRent"));
        cardRent.setToolTipText(t.get("cardRent.tip"));
        opponentsLabel.setText(t.get("opponents"));
        opponents.setToolTipText(t.get("opponents.tip"));
        rulesLabel.setText(t.get("houseRules"));
        Texts names = Texts.of("editions", language);
        for (JCheckBox box : houseRules) {
            String id = (String) box.getClientProperty("houseRule");
            HouseRule hr = Bundle.get().houseRules().get(id);
            box.setText(names.has("houserule." + id) ? names.get("houserule." + id) : hr.title());
            box.setToolTipText(t.get("houseRule.tip", id));
        }
        board.setLanguage(language);
        board.getAccessibleContext().setAccessibleName(t.get("board.name"));
        for (int i = 0; i < TABS.size(); i++) {
            tabs.setTitleAt(i, t.get("tab." + TABS.get(i)));
        }
        heat.language(language);
        returns.language(language);
        charts.language(language);
        simulation.language(language);
    }

    /** The ruleset as the command line writes it: the edition, then each ticked house rule after a +. */
    String spec() {
        StringBuilder b = new StringBuilder((String) edition.getSelectedItem());
        for (JCheckBox box : houseRules) {
            if (box.isSelected()) {
                b.append('+').append(box.getClientProperty("houseRule"));
            }
        }
        return b.toString();
    }

    private void recompute() {
        if (quiet) {
            return;
        }
        JailStrategy j = jail.getSelectedIndex() == 1 ? JailStrategy.LONG : JailStrategy.SHORT;
        lab = LabState.of(spec(), j, (Integer) opponents.getValue(),
                cardRent.getSelectedIndex() == 1 ? tutor.analysis.CardRent.PRINTED : tutor.analysis.CardRent.CARDS);
        heat.show(lab);
        board.show(lab.display(), List.of());
        returns.show(lab);
        charts.show(lab);
        simulation.show(lab);
    }

    private String tip(int space) {
        if (lab == null || space < 0) {
            return null;
        }
        Texts t = texts();
        String content = tutor.scenario.Lang.content(language);
        String name = lab.board().localized().name(content, lab.board().space(space).name());
        String odds = tutor.scenario.Lang.percent(100 * lab.odds().at(space), 4, language);
        if (space == lab.board().jailIndex() && lab.odds().hasJail()) {
            return t.get("tip.jail", name, odds, tutor.scenario.Lang.percent(100 * lab.odds().inJail(), 4, language));
        }
        return t.get("tip.space", name, odds);
    }

    private interface Writer {
        void write(Path file) throws IOException;
    }

    private void save(String suggested, String what, String ext, Writer writer) {
        Texts t = texts();
        JFileChooser chooser = new JFileChooser();
        chooser.setName("budget.saveAs");
        chooser.setLocale(java.util.Locale.forLanguageTag(tutor.scenario.Lang.content(language)));
        chooser.updateUI();
        chooser.setDialogTitle(t.get("save.title"));
        chooser.setFileFilter(new FileNameExtensionFilter(t.get(what), ext));
        chooser.setSelectedFile(new java.io.File(suggested));
        if (chooser.showSaveDialog(this) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        Path file = chooser.getSelectedFile().toPath();
        if (!file.getFileName().toString().endsWith("." + ext)) {
            file = file.resolveSibling(file.getFileName() + "." + ext);
        }
        try {
            writer.write(file);
        } catch (IOException e) {
            JOptionPane.showMessageDialog(this, t.get("save.failed", file.toString(), e.getMessage()), t.get("save.failed.title"),
                    JOptionPane.ERROR_MESSAGE);
        }
    }

    // For tests and the screenshot tool.
    LabState lab() {
        return lab;
    }

    BoardView board() {
        return board;
    }

    HeatMap heatMap() {
        return heat;
    }

    String tipAt(int space) {
        return tip(space);
    }

    ReturnsPanel returnsPanel() {
        return returns;
    }

    ChartsPanel chartsPanel() {
        return charts;
    }

    SimulationPanel simulationPanel() {
        return simulation;
    }

    /** Shows a tab by its key (returns, charts, simulate) or its English title (Returns, Charts, Run games). */
    public void showTab(String tab) {
        int i = TABS.indexOf(tab);
        if (i < 0) {
            i = List.of("Returns", "Charts", "Run games").indexOf(tab);
        }
        tabs.setSelectedIndex(Math.max(0, i));
    }
}
