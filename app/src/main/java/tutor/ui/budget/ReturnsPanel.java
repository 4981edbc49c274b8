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
import tutor.analysis.ReturnRow;
import tutor.analysis.Shown;
import tutor.scenario.Lang;
import tutor.text.Texts;

/**
 * A sortable table of what every deed and group earns at every level; the selected row explains
 * itself below the table, step by step; the table exports as CSV.
 */
final class ReturnsPanel extends LabTab {

    private static final long serialVersionUID = 1L;

    /** The columns' keys in the {@code budget} texts. */
    static final String[] COLUMNS = {"name", "group", "level", "odds", "perRoll", "cost", "payback", "rounds", "marginal"};
    /**
     * The model's columns the table leaves out: nine columns need about 760 px where a 1024-wide projector gives the
     * tab about 575, so the group, the odds, the payback in rounds and the marginal payback are read in the chosen row's
     * detail line below.
     */
    private static final int[] IN_DETAIL = {8, 7, 3, 1};

    private final Model model = new Model();
    /**
     * The numbers' columns as wide as their headings and numbers need, the names' column taking the rest of the tab and
     * wrapping a long name onto a second line; only where even that is too wide does the table scroll sideways.
     */
    private final JTable table = new JTable(model) {
        private static final long serialVersionUID = 1L;

        @Override
        public boolean getScrollableTracksViewportWidth() {
            return tutor.ui.widgets.TwoLineHeadings.leastWidthsFit(this);
        }

        @Override
        public void doLayout() {
            super.doLayout();
            fitRowHeights();
        }
    };
    private final NameRenderer names = new NameRenderer();
    /**
     * The levels wrap onto two lines as the names do: the Russian «группа, без домов» and «у владельца: 2» on one line
     * made the table 37 px wider than a 1024-wide projector's tab (CI, LabWindowIT [3] projector, ru).
     */
    private final NameRenderer levels = new NameRenderer();
    private final TableRowSorter<Model> sorter = new TableRowSorter<>(model);
    private final JComboBox<String> show = new JComboBox<>();
    private final JButton csv = new JButton();
    private final JLabel showLabel = new JLabel();
    private final JTextArea why = new JTextArea(7, 40);
    private final JLabel caption = new JLabel();

    ReturnsPanel(java.util.function.Consumer<ReturnsPanel> exportCsv) {
        super("budget.returns", "[][grow,fill][][]");
        table.setName("budget.returns.table");
        table.setRowSorter(sorter);
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        table.setAutoCreateRowSorter(false);
        table.getSelectionModel().addListSelectionListener(e -> explain());
        // Numbers stay numbers in the model (sorting is by value); they are written as the language writes them.
        table.setDefaultRenderer(Double.class, new NumberRenderer(4));
        table.setDefaultRenderer(BigDecimal.class, new NumberRenderer(-1));
        table.setDefaultRenderer(Long.class, new NumberRenderer(0));
        for (int c : IN_DETAIL) {
            table.removeColumn(table.getColumnModel().getColumn(c));
        }
        table.getColumnModel().getColumn(0).setCellRenderer(names);
        table.getColumnModel().getColumn(table.convertColumnIndexToView(2)).setCellRenderer(levels);
        show.setName("budget.returns.show");
        show.addActionListener(e -> filter());
        why.setName("budget.returns.why");
        why.setEditable(false);
        why.setLineWrap(true);
        why.setWrapStyleWord(true);
        caption.setName("budget.returns.caption");
        csv.setName("budget.returns.exportCsv");
        csv.addActionListener(e -> exportCsv.accept(this));
        JPanel top = new JPanel(new MigLayout("insets 0, fillx, novisualpadding", "[][0:pref,grow,fill][]"));
        showLabel.setLabelFor(show);
        top.add(showLabel);
        top.add(show, "wmin 0");
        top.add(csv);
        // Nothing asks for more width than the tab has (a long caption wraps, the table scrolls).
        add(top, "wmin 0");
        add(new JScrollPane(table), "hmin 120, wmin 0");
        add(caption, "wmin 0");
        add(new JScrollPane(why), "hmin 80, wmin 0");
    }

    void show(LabState lab) {
        this.lab = lab;
        model.rows = lab.returns();
        model.currency = lab.board().currency();
        model.board = lab.board();
        // The headings in the language and currency, keeping the columns (and the learner's sort) as they are.
        for (int v = 0; v < table.getColumnCount(); v++) {
            javax.swing.table.TableColumn column = table.getColumnModel().getColumn(v);
            String[] lines = twoLines(model.getColumnName(column.getModelIndex()));
            column.setHeaderValue("<html><center>" + lines[0] + "<br>" + lines[1] + "</center></html>");
        }
        model.fireTableDataChanged();
        // Each column as wide as its heading and its widest number ("2.1…" cut the odds); names and groups whole too.
        // Measured afresh in each language and theme: last time's bounds would clamp this time's widths.
        for (int v = 0; v < table.getColumnCount(); v++) {
            table.getColumnModel().getColumn(v).setMinWidth(15);
            table.getColumnModel().getColumn(v).setMaxWidth(Integer.MAX_VALUE);
        }
        tutor.ui.widgets.ColumnWidths.fit(table);
        // The numbers exactly as wide as they need, the names taking the rest and no narrower than their longest word.
        for (int v = 1; v < table.getColumnCount(); v++) {
            javax.swing.table.TableColumn column = table.getColumnModel().getColumn(v);
            column.setMinWidth(column.getPreferredWidth());
            column.setMaxWidth(column.getPreferredWidth());
        }
        // The level as wide as its heading or its widest level on at most two lines, whichever is wider.
        int level = table.convertColumnIndexToView(2);
        if (level >= 0) {
            javax.swing.table.TableColumn column = table.getColumnModel().getColumn(level);
            int width = Math.max(headingWidth(column, level), levels.twoLineWidth(table, model, 2))
                    + table.getIntercellSpacing().width + com.formdev.flatlaf.util.UIScale.scale(10);
            column.setMinWidth(width);
            column.setMaxWidth(width);
            column.setPreferredWidth(width);
        }
        table.getColumnModel().getColumn(0).setMinWidth(names.longestWord(table, model) + table.getIntercellSpacing().width + 8);
        table.getTableHeader().repaint();
        caption.setText(texts().get("returns.caption", lab.opponents()));
        filter();
        why.setText("");
    }

    /** How wide a column's heading is drawn. */
    private int headingWidth(javax.swing.table.TableColumn column, int view) {
        javax.swing.table.TableCellRenderer head = column.getHeaderRenderer() != null ? column.getHeaderRenderer()
                : table.getTableHeader().getDefaultRenderer();
        return head.getTableCellRendererComponent(table, column.getHeaderValue(), false, false, -1, view).getPreferredSize().width;
    }

    /**
     * A heading on two lines, broken at the space nearest its middle ("Payback / rolls", "Par lancer / ($)"), so the
     * nine columns keep whole headings in the narrower room of a projector and in the longer French and Russian words.
     */
    static String[] twoLines(String heading) {
        int best = tutor.ui.widgets.TwoLineHeadings.middleSpace(heading);
        return best < 0 ? new String[] {heading, "&nbsp;"} : new String[] {heading.substring(0, best), heading.substring(best + 1)};
    }

    private Texts texts() {
        return Texts.of("budget", language);
    }

    /** Words itself in a language; the rows follow at the next {@link #show}. */
    void language(String lang) {
        language = lang;
        model.language = lang;
        Texts t = texts();
        int choice = Math.max(0, show.getSelectedIndex());
        show.setModel(new javax.swing.DefaultComboBoxModel<>(new String[] {t.get("returns.show.all"), t.get("returns.show.groups"),
            t.get("returns.show.deeds")}));
        show.setSelectedIndex(choice);
        showLabel.setText(t.get("returns.show"));
        csv.setText(t.get("returns.exportCsv"));
        table.getTableHeader().setToolTipText(t.get("returns.header.tip"));
        table.getAccessibleContext().setAccessibleName(t.get("returns.table"));
        why.getAccessibleContext().setAccessibleName(t.get("returns.why"));
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
        int row = table.convertRowIndexToModel(view);
        ReturnRow r = model.rows.get(row);
        String head = r.kind() == ReturnRow.Kind.GROUP
                ? texts().get("returns.why.group", model.groupName(r), model.levelKind(r), model.levelCount(r))
                : texts().get("returns.why.deed", model.name(r.name()), model.levelKind(r), model.levelCount(r));
        why.setText(head + "\n  " + detail(row) + "\n  " + String.join("\n  ", r.explanation(language)));
        why.setCaretPosition(0);
    }

    /** Each row as tall as its name needs in the names' column's width (one line, or two for a long name). */
    private void fitRowHeights() {
        if (table.getColumnCount() == 0) {
            return;
        }
        int width = table.getColumnModel().getColumn(0).getWidth();
        int level = table.convertColumnIndexToView(2);
        int levelWidth = level < 0 ? 0 : table.getColumnModel().getColumn(level).getWidth();
        int line = table.getRowHeight();
        for (int v = 0; v < table.getRowCount(); v++) {
            int need = Math.max(line, names.heightFor(table, table.getValueAt(v, 0), width));
            if (level >= 0) {
                need = Math.max(need, levels.heightFor(table, table.getValueAt(v, level), levelWidth));
            }
            if (table.getRowHeight(v) != need) {
                table.setRowHeight(v, need);
            }
        }
    }

    /** The columns the table leaves out, for the chosen row: its group (a deed's), its odds and its payback in rounds. */
    private String detail(int row) {
        String content = Lang.content(language);
        String odds = tutor.text.Numbers.percentage((Double) model.getValueAt(row, 3), 4, content);
        BigDecimal rounds = (BigDecimal) model.getValueAt(row, 7);
        String shownRounds = rounds == null ? Texts.of("lab", language).get("returns.never")
                : tutor.text.Numbers.decimal(rounds, Math.max(0, rounds.scale()), content);
        BigDecimal marginal = (BigDecimal) model.getValueAt(row, 8);
        String shownMarginal = marginal == null ? Texts.of("lab", language).get("returns.never")
                : tutor.text.Numbers.decimal(marginal, Math.max(0, marginal.scale()), content);
        // A group row's heading names the group already ("The whole Dark Blue group…"): its details do not repeat it.
        return model.rows.get(row).kind() == ReturnRow.Kind.GROUP
                ? texts().get("returns.why.detail.group", odds, shownRounds, shownMarginal)
                : texts().get("returns.why.detail", model.getValueAt(row, 1), odds, shownRounds, shownMarginal);
    }

    String explanation() {
        return why.getText();
    }

    JTable table() {
        return table;
    }

    /** The rows as shown (sorted and filtered), as CSV: the same columns and precision as {@code returns --format csv}. */
    void writeCsv(Path file) throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add(ReturnRow.CSV_HEADER);
        for (int v = 0; v < table.getRowCount(); v++) {
            lines.add(model.rows.get(table.convertRowIndexToModel(v)).csv());
        }
        Files.write(file, lines, StandardCharsets.UTF_8);
    }

    LabState lab() {
        return lab;
    }

    /** A number right-aligned, with the language's decimal mark and grouping ({@code places} < 0: as many as it has). */
    private final class NumberRenderer extends javax.swing.table.DefaultTableCellRenderer {
        private static final long serialVersionUID = 1L;
        private final int places;

        NumberRenderer(int places) {
            this.places = places;
            setHorizontalAlignment(RIGHT);
        }

        @Override
        protected void setValue(Object value) {
            String content = Lang.content(language);
            if (value == null) {
                setText("");
            } else if (value instanceof BigDecimal d) {
                setText(tutor.text.Numbers.decimal(d, places < 0 ? Math.max(0, d.scale()) : places, content));
            } else if (value instanceof Long n) {
                setText(tutor.text.Numbers.whole(n, content));
            } else {
                setText(tutor.text.Numbers.decimal(((Number) value).doubleValue(), places, content));
            }
        }
    }

    /** Numbers stay numbers (BigDecimal, Long, Double) so that sorting is by value, not by text. */
    private static final class Model extends AbstractTableModel {
        private static final long serialVersionUID = 1L;
        private transient List<ReturnRow> rows = List.of();
        private String currency = "$";
        private transient tutor.rules.edition.Board board;
        private String language = "en";

        private String content() {
            return Lang.content(language);
        }

        /** A deed or space by its name on the board in the language. */
        String name(String printed) {
            return board == null ? printed : board.localized().name(content(), printed);
        }

        /** A colour group by the board's name for it in the language ("Light Blue", « Bleu clair »): an id is for the CSV. */
        String group(String id) {
            if (board == null) {
                return id;
            }
            return board.groups().stream().filter(g -> g.id().equals(id)).findFirst()
                    .map(g -> board.localized().name(content(), g.name())).orElse(id);
        }

        /** A group row's name: the board's name for the group in the language. */
        String groupName(ReturnRow r) {
            return board == null ? r.name() : group(r.group());
        }

        /**
         * What a level counts, for the words: "alone" and "hotel" as they are; a number is houses on every lot of a
         * street group (one that has an "alone" row), else how many railroads or utilities the owner holds.
         */
        String levelKind(ReturnRow r) {
            String level = r.level();
            if (level.equals("alone") || level.equals("hotel")) {
                return level;
            }
            return rows.stream().anyMatch(o -> o.group().equals(r.group()) && o.level().equals("alone")) ? "houses" : "owned";
        }

        /** The number a level counts (0 for "alone" and "hotel"). */
        int levelCount(ReturnRow r) {
            return r.level().chars().allMatch(Character::isDigit) ? Integer.parseInt(r.level()) : 0;
        }

        /** A level as the table shows it, in the language's words ("terrain seul", "groupe, 3 maisons"). */
        String level(ReturnRow r) {
            return Texts.of("budget", language).get("returns.level", levelKind(r), levelCount(r));
        }

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
            return Texts.of("budget", language).get("returns.col." + COLUMNS[c], currency);
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

        private static BigDecimal shown(BigDecimal v, int places) {
            return v == null ? null : Shown.round(v, places);
        }

        @Override
        public Object getValueAt(int row, int c) {
            ReturnRow r = rows.get(row);
            return switch (c) {
                case 0 -> r.kind() == ReturnRow.Kind.GROUP ? Texts.of("budget", language).get("returns.group.row", groupName(r)) : name(r.name());
                case 1 -> group(r.group());
                case 2 -> level(r);
                case 3 -> Math.round(r.odds() * 1_000_000) / 10_000.0;
                // The lab's figures are unrounded; the table shows them as the command line does.
                case 4 -> shown(r.income(), Shown.CENTS);
                case 5 -> r.cost();
                case 6 -> shown(r.paybackRolls(), Shown.PAYBACK);
                case 7 -> shown(r.paybackRounds(), Shown.PAYBACK);
                default -> shown(r.marginalRolls(), Shown.PAYBACK);
            };
        }
    }
}
