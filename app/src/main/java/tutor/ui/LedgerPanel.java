package tutor.ui;

import java.util.ArrayList;
import java.util.List;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.table.DefaultTableModel;
import net.miginfocom.swing.MigLayout;
import tutor.rules.Outcome;
import tutor.rules.Transfer;
import tutor.trace.Rulebook;

/** Every transaction so far: who paid whom, how much, and under which rule. */
final class LedgerPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    private final DefaultTableModel model = new DefaultTableModel(new Object[] {"#", "From", "To", "Amount", "Rule"}, 0) {
        private static final long serialVersionUID = 1L;

        @Override
        public boolean isCellEditable(int row, int column) {
            return false;
        }
    };
    private final JTable table = new JTable(model);
    private final transient Rulebook rulebook;

    LedgerPanel(Rulebook rulebook) {
        super(new MigLayout("insets 4, fill", "[grow,fill]", "[grow,fill]"));
        this.rulebook = rulebook;
        setName("ledger");
        table.setName("ledger.table");
        table.setAutoCreateRowSorter(false);
        add(new JScrollPane(table), "grow");
    }

    private transient List<Outcome> shown = List.of();

    /** Shows the ledger; when the new list only adds to what is shown, only the new rows are added. */
    void show(List<Outcome> outcomes) {
        boolean extends_ = outcomes.size() >= shown.size() && outcomes.subList(0, shown.size()).equals(shown);
        if (!extends_) {
            model.setRowCount(0);
            shown = List.of();
        }
        int n = model.getRowCount();
        for (Outcome o : outcomes.subList(shown.size(), outcomes.size())) {
            for (Transfer t : o.ledger()) {
                List<Object> row = new ArrayList<>();
                row.add(++n);
                row.add(o.before().table().name(t.from()));
                row.add(o.before().table().name(t.to()));
                row.add(o.before().board().money(t.amount()));
                row.add(rulebook.title(t.ruleId()));
                model.addRow(row.toArray());
            }
        }
        shown = List.copyOf(outcomes);
        if (n > 0) {
            table.scrollRectToVisible(table.getCellRect(n - 1, 0, true));
        }
    }

    int rows() {
        return model.getRowCount();
    }
}
