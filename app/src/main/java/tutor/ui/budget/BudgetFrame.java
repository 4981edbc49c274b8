package tutor.ui.budget;

import java.awt.Dimension;
import java.awt.event.MouseEvent;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.SpinnerNumberModel;
import javax.swing.filechooser.FileNameExtensionFilter;
import net.miginfocom.swing.MigLayout;
import tutor.analysis.Amounts;
import tutor.analysis.JailStrategy;
import tutor.data.Bundle;
import tutor.ui.board.BoardView;

/**
 * The budgeting lab's screen: pick an edition, house rules, the Jail strategy and the number of
 * opponents; the board shows how often rolls end on each space (a heat map on the real board),
 * beside a sortable table of returns, the charts, and a panel that runs thousands of games.
 * Self-contained: it needs nothing from the main window and can be opened from anywhere.
 */
public final class BudgetFrame extends JFrame {

    private static final long serialVersionUID = 1L;

    private final JComboBox<String> edition = new JComboBox<>(Bundle.get().rulesets().keySet().toArray(String[]::new));
    private final List<JCheckBox> houseRules = new ArrayList<>();
    private final JComboBox<String> jail = new JComboBox<>(new String[] {"leaves Jail at once (short)", "stays in Jail (long)"});
    private final JSpinner opponents = new JSpinner(new SpinnerNumberModel(3, 1, 7, 1));
    private final BoardView board = new BoardView();
    private final transient HeatMap heat = new HeatMap();
    private final ReturnsPanel returns = new ReturnsPanel(p -> save("returns.csv", "CSV", "csv", p::writeCsv));
    private final ChartsPanel charts = new ChartsPanel(p -> save("lab-charts.png", "PNG image", "png", p::writePng));
    private final SimulationPanel simulation = new SimulationPanel(
            p -> save("simulation.png", "PNG image", "png", p::writePng),
            p -> save("simulation.csv", "CSV", "csv", p::writeCsv));
    private final JTabbedPane tabs = new JTabbedPane();
    private transient LabState lab;

    /** The lab in English, on its own (the screenshot tool). */
    public BudgetFrame() {
        this(null);
    }

    /** The lab opened from the window: it speaks the window's language, and follows it when it changes. */
    public BudgetFrame(tutor.ui.model.TutorModel model) {
        super("Budgeting lab: landing odds, returns and simulated games");
        setName("budget");
        setDefaultCloseOperation(JFrame.DISPOSE_ON_CLOSE);
        edition.setName("budget.edition");
        jail.setName("budget.jail");
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
        JPanel controls = new JPanel(new MigLayout("insets 6, fillx", "[][]16[][]16[][]16[grow]"));
        controls.add(new JLabel("Edition:"));
        controls.add(edition);
        controls.add(new JLabel("A player who"));
        controls.add(jail);
        controls.add(new JLabel("Opponents:"));
        controls.add(opponents, "wrap");
        JPanel rules = new JPanel(new MigLayout("insets 0", ""));
        rules.add(new JLabel("House rules:"));
        for (String id : Bundle.get().houseRules().keySet()) {
            JCheckBox box = new JCheckBox(id);
            box.setName("budget.houseRule." + id);
            box.addActionListener(e -> recompute());
            houseRules.add(box);
            rules.add(box);
        }
        controls.add(rules, "span, growx");
        tabs.setName("budget.tabs");
        tabs.addTab("Returns", returns);
        tabs.addTab("Charts", charts);
        tabs.addTab("Run games", simulation);
        JSplitPane split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, board, tabs);
        split.setResizeWeight(0.45);
        board.setMinimumSize(new Dimension(280, 280));
        tabs.setMinimumSize(new Dimension(360, 300));
        JPanel root = new JPanel(new MigLayout("insets 0, fill, wrap 1", "[grow,fill]", "[][grow,fill]"));
        root.add(controls);
        root.add(split);
        setContentPane(root);
        edition.addActionListener(e -> recompute());
        jail.addActionListener(e -> recompute());
        opponents.addChangeListener(e -> recompute());
        setSize(1280, 800);
        recompute();
    }

    /** The ruleset as the command line writes it: the edition, then each ticked house rule after a +. */
    String spec() {
        StringBuilder b = new StringBuilder((String) edition.getSelectedItem());
        for (JCheckBox box : houseRules) {
            if (box.isSelected()) {
                b.append('+').append(box.getText());
            }
        }
        return b.toString();
    }

    private void recompute() {
        JailStrategy j = jail.getSelectedIndex() == 1 ? JailStrategy.LONG : JailStrategy.SHORT;
        lab = LabState.of(spec(), j, (Integer) opponents.getValue());
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
        String name = lab.board().space(space).name();
        String text = name + ": " + Amounts.percent(lab.odds().at(space), 4) + " of rolls end here";
        if (space == lab.board().jailIndex() && lab.odds().hasJail()) {
            text += " (Just Visiting); In Jail: " + Amounts.percent(lab.odds().inJail(), 4);
        }
        return text + " (per roll, Collins' convention)";
    }

    private interface Writer {
        void write(Path file) throws IOException;
    }

    private void save(String suggested, String what, String ext, Writer writer) {
        JFileChooser chooser = new JFileChooser();
        chooser.setName("budget.saveAs");
        chooser.setFileFilter(new FileNameExtensionFilter(what, ext));
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
            JOptionPane.showMessageDialog(this, "Could not save " + file + ": " + e.getMessage(), "Not saved", JOptionPane.ERROR_MESSAGE);
        }
    }

    // For tests and the screenshot tool.
    LabState lab() {
        return lab;
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

    /** Shows a tab by its title (Returns, Charts, Run games). */
    public void showTab(String title) {
        tabs.setSelectedIndex(tabs.indexOfTab(title));
    }
}
