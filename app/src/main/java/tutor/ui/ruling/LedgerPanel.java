package tutor.ui.ruling;

import java.util.ArrayList;
import java.util.List;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.table.DefaultTableModel;
import net.miginfocom.swing.MigLayout;
import tutor.rules.state.Outcome;
import tutor.rules.state.Transfer;
import tutor.trace.Rulebook;
import tutor.rules.state.Ruling;
import tutor.play.RulingEntry;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;

/** Every transaction so far: which ruling, who paid whom, how much, and under which rule. */
public final class LedgerPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    private static final String[] COLUMNS = {"number", "ruling", "from", "to", "amount", "rule"};
    private final transient TutorModel owner;
    private final DefaultTableModel model = new DefaultTableModel(new Object[COLUMNS.length], 0) {
        private static final long serialVersionUID = 1L;

        @Override
        public boolean isCellEditable(int row, int column) {
            return false;
        }
    };
    private final JTable table = new JTable(model);
    private final transient java.util.function.Supplier<Rulebook> rulebook;

    public LedgerPanel(TutorModel model, java.util.function.Supplier<Rulebook> rulebook) {
        super(new MigLayout("insets 4, fill", "[grow,fill]", "[grow,fill]"));
        this.rulebook = rulebook;
        this.owner = model;
        model.addListener(e -> {
            if (e instanceof TutorEvent.TimelineChanged t) {
                show(t.shown());
            } else if (e instanceof TutorEvent.LanguageChanged) {
                relabel();
                List<RulingEntry> all = shown;
                shown = List.of();
                this.model.setRowCount(0);
                show(all); // the names, sums and rule titles in the new language
            }
        });
        setName("ledger");
        table.setName("ledger.table");
        relabel();
        table.setAutoCreateRowSorter(false);
        table.setTableHeader(LedgerColumns.wrappingHeader(table));
        table.setAutoResizeMode(JTable.AUTO_RESIZE_LAST_COLUMN);
        JScrollPane scroll = new JScrollPane(table);
        scroll.getViewport().addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                LedgerColumns.fit(table);
            }
        });
        add(scroll, "grow");
    }

    private transient List<RulingEntry> shown = List.of();

    private void relabel() {
        Object[] headings = new Object[COLUMNS.length];
        for (int i = 0; i < COLUMNS.length; i++) {
            headings[i] = owner.texts().get("ledger." + COLUMNS[i]);
        }
        model.setColumnIdentifiers(headings);
        // (new headings make new columns: the rule's wraps again)
        for (int c = 0; c < COLUMNS.length; c++) { // each cell's words wrap (the rule's, and the names' where narrow), top-aligned
            table.getColumnModel().getColumn(c).setCellRenderer(LedgerColumns.wrapping());
        }
        LedgerColumns.fit(table);
        table.getAccessibleContext().setAccessibleName(owner.texts().get("ledger.accessible"));
    }

    /** Shows the ledger; when the timeline only adds to what is shown, only the new rows are added. */
    private void show(List<RulingEntry> rulings) {
        boolean extends_ = rulings.size() >= shown.size() && same(rulings.subList(0, shown.size()), shown);
        if (!extends_) {
            model.setRowCount(0);
            shown = List.of();
        }
        int n = model.getRowCount();
        for (RulingEntry r : rulings.subList(shown.size(), rulings.size())) {
            if (!(r.ruling() instanceof Ruling.Applied a)) {
                continue;
            }
            Outcome o = a.outcome();
            for (Transfer t : o.ledger()) {
                List<Object> row = new ArrayList<>();
                row.add(++n);
                tutor.trace.Words words = tutor.data.Bundle.get().words(owner.dataLanguage());
                row.add(r.by() == RulingEntry.By.LEARNER ? owner.texts().get("ledger.byYou", r.number()) : Integer.toString(r.number()));
                row.add(words.player(t.from(), o.before().table()));
                row.add(words.player(t.to(), o.before().table()));
                row.add(tutor.ui.widgets.Money.of(owner.dataLanguage(), o.before().board(), t.amount()));
                row.add(rulebook.get().title(t.ruleId()));
                model.addRow(row.toArray());
            }
        }
        shown = List.copyOf(rulings);
        LedgerColumns.fit(table);
        if (n > 0) {
            table.scrollRectToVisible(table.getCellRect(n - 1, 0, true));
        }
    }

    private static boolean same(List<RulingEntry> a, List<RulingEntry> b) {
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i).ruling() != b.get(i).ruling()) {
                return false;
            }
        }
        return true;
    }

    public int rows() {
        return model.getRowCount();
    }
}
