package tutor.ui.budget;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.ListSelectionModel;
import javax.swing.RowFilter;
import javax.swing.table.AbstractTableModel;
import javax.swing.table.TableRowSorter;
import net.miginfocom.swing.MigLayout;
import tutor.analysis.Amounts;
import tutor.analysis.ReturnRow;

/**
 * A sortable table of what every deed and group earns at every level; the selected row explains
 * itself below the table, step by step; the table exports as CSV.
 */
final class ReturnsPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    static final String[] COLUMNS = {"Deed or group", "Group", "Level", "Odds %", "Per roll", "Cost", "Payback rolls",
        "Rounds", "Marginal"};
    private static final int[] WIDTHS = {150, 70, 45, 55, 65, 60, 80, 55, 60};

    private final Model model = new Model();
    private final JTable table = new JTable(model);
    private final TableRowSorter<Model> sorter = new TableRowSorter<>(model);
    private final JComboBox<String> show = new JComboBox<>(new String[] {"Groups and deeds", "Groups only", "Deeds only"});
    private final JTextArea why = new JTextArea(7, 40);
    private final JLabel caption = new JLabel();
    private transient LabState lab;

    ReturnsPanel(java.util.function.Consumer<ReturnsPanel> exportCsv) {
        super(new MigLayout("insets 6, fill, wrap 1", "[grow,fill]", "[][grow,fill][][]"));
        setName("budget.returns");
        table.setName("budget.returns.table");
        table.setRowSorter(sorter);
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        table.setAutoCreateRowSorter(false);
        table.getSelectionModel().addListSelectionListener(e -> explain());
        for (int c = 0; c < WIDTHS.length; c++) {
            table.getColumnModel().getColumn(c).setPreferredWidth(WIDTHS[c]);
        }
        table.getTableHeader().setToolTipText("<html>Payback rolls: opponent rolls until the income repays the cost.<br>"
                + "Rounds: the same with every opponent taking a turn.<br>Marginal: rolls for the income a level adds "
                + "to repay what it added to the cost.</html>");
        show.setName("budget.returns.show");
        show.addActionListener(e -> filter());
        why.setName("budget.returns.why");
        why.setEditable(false);
        why.setLineWrap(true);
        why.setWrapStyleWord(true);
        caption.setName("budget.returns.caption");
        JButton csv = new JButton("Export CSV…");
        csv.setName("budget.returns.exportCsv");
        csv.addActionListener(e -> exportCsv.accept(this));
        JPanel top = new JPanel(new MigLayout("insets 0, fillx", "[][grow][]"));
        top.add(new JLabel("Show:"));
        top.add(show);
        top.add(csv);
        add(top);
        add(new JScrollPane(table), "hmin 120");
        add(caption);
        add(new JScrollPane(why), "hmin 80");
    }

    void show(LabState lab) {
        this.lab = lab;
        model.rows = lab.returns();
        model.currency = lab.board().currency();
        model.fireTableDataChanged();
        caption.setText("<html>Per opponent roll, with " + lab.opponents() + (lab.opponents() == 1 ? " opponent" : " opponents")
                + "; odds per roll in Collins' convention, opponents leaving Jail at once. Click a heading to sort; "
                + "pick a row to see how its numbers are worked out.</html>");
        filter();
        why.setText("");
    }

    private void filter() {
        int choice = show.getSelectedIndex();
        sorter.setRowFilter(choice == 0 ? null : new RowFilter<Model, Integer>() {
            @Override
            public boolean include(Entry<? extends Model, ? extends Integer> entry) {
                ReturnRow r = model.rows.get(entry.getIdentifier());
                return (r.kind() == ReturnRow.Kind.GROUP) == (choice == 1);
            }
        });
    }

    private void explain() {
        int view = table.getSelectedRow();
        if (view < 0) {
            return;
        }
        ReturnRow r = model.rows.get(table.convertRowIndexToModel(view));
        why.setText((r.kind() == ReturnRow.Kind.GROUP ? "The whole " + r.name() + " group" : r.name()) + ", level "
                + r.level() + ":\n  " + String.join("\n  ", r.explanation()));
        why.setCaretPosition(0);
    }

    String explanation() {
        return why.getText();
    }

    JTable table() {
        return table;
    }

    /** The rows as shown (sorted and filtered), as CSV. */
    void writeCsv(Path file) throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add("kind,name,group,level,odds_percent,rent,income_per_roll,cost,payback_rolls,payback_rounds,marginal_payback_rolls");
        for (int v = 0; v < table.getRowCount(); v++) {
            ReturnRow r = model.rows.get(table.convertRowIndexToModel(v));
            lines.add(String.join(",", r.kind() == ReturnRow.Kind.GROUP ? "group" : "deed",
                    quote(r.kind() == ReturnRow.Kind.GROUP ? r.group() : r.name()), r.group(), r.level(),
                    Amounts.decimal(100 * r.odds(), 4), r.rent() == null ? "" : r.rent().toString(), r.income().toPlainString(),
                    Long.toString(r.cost()), plain(r.paybackRolls()), plain(r.paybackRounds()), plain(r.marginalRolls())));
        }
        Files.write(file, lines, StandardCharsets.UTF_8);
    }

    private static String quote(String s) {
        return s.contains(",") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }

    private static String plain(BigDecimal d) {
        return d == null ? "" : d.toPlainString();
    }

    LabState lab() {
        return lab;
    }

    /** Numbers stay numbers (BigDecimal, Long, Double) so that sorting is by value, not by text. */
    private static final class Model extends AbstractTableModel {
        private static final long serialVersionUID = 1L;
        private transient List<ReturnRow> rows = List.of();
        private String currency = "$";

        @Override
        public int getRowCount() {
            return rows.size();
        }

        @Override
        public int getColumnCount() {
            return COLUMNS.length;
        }

        @Override
        public String getColumnName(int c) {
            return COLUMNS[c] + (c == 4 || c == 5 ? " (" + currency + ")" : "");
        }

        @Override
        public Class<?> getColumnClass(int c) {
            return switch (c) {
                case 3 -> Double.class;
                case 5 -> Long.class;
                case 4, 6, 7, 8 -> BigDecimal.class;
                default -> String.class;
            };
        }

        @Override
        public Object getValueAt(int row, int c) {
            ReturnRow r = rows.get(row);
            return switch (c) {
                case 0 -> r.kind() == ReturnRow.Kind.GROUP ? "[" + r.name() + "]" : r.name();
                case 1 -> r.group();
                case 2 -> r.level();
                case 3 -> Math.round(r.odds() * 1_000_000) / 10_000.0;
                case 4 -> r.income();
                case 5 -> r.cost();
                case 6 -> r.paybackRolls();
                case 7 -> r.paybackRounds();
                default -> r.marginalRolls();
            };
        }
    }
}
