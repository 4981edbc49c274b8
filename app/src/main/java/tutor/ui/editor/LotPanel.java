package tutor.ui.editor;

import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import javax.swing.BorderFactory;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import tutor.play.edit.TableDraft;
import tutor.rules.edition.Deed;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.Estates;
import tutor.text.Texts;

/**
 * The square picked on the board: for a deed, who holds it, its houses or hotel, its mortgage.
 * Nothing here refuses a value (a fifth house, a hotel on a lone street): the problems list says
 * which rule the table then breaks, which is what the user came to learn.
 */
final class LotPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    private final transient Texts texts;
    private final transient Consumer<UnaryOperator<TableDraft>> change;
    private final JLabel square = new JLabel();
    private final JComboBox<String> owner = new JComboBox<>();
    private final JSpinner houses = new JSpinner(new SpinnerNumberModel(0, 0, 4, 1));
    private final JCheckBox hotel;
    private final JCheckBox mortgaged;
    private transient TableDraft draft;
    private int space = -1;
    private String lang = "en";
    private boolean updating;

    LotPanel(Texts texts, Consumer<UnaryOperator<TableDraft>> change) {
        super(new GridBagLayout());
        this.texts = texts;
        this.change = change;
        setName("editor.lot");
        setBorder(BorderFactory.createTitledBorder(texts.get("lot.title")));
        hotel = new JCheckBox(texts.get("lot.hotel"));
        mortgaged = new JCheckBox(texts.get("lot.mortgaged"));
        square.setName("editor.lot.square");
        owner.setName("editor.lot.owner");
        houses.setName("editor.lot.houses");
        hotel.setName("editor.lot.hotel");
        mortgaged.setName("editor.lot.mortgaged");
        GridBagConstraints c = new GridBagConstraints();
        c.gridx = 0;
        c.gridwidth = 2;
        c.anchor = GridBagConstraints.WEST;
        c.fill = GridBagConstraints.HORIZONTAL;
        c.weightx = 1;
        c.insets = new Insets(2, 4, 2, 4);
        add(square, c);
        c.gridwidth = 1;
        row(texts.get("lot.owner"), owner, 1);
        row(texts.get("lot.houses"), houses, 2);
        c.gridy = 3;
        c.gridwidth = 2;
        add(hotel, c);
        c.gridy = 4;
        add(mortgaged, c);
        owner.addActionListener(e -> edit());
        houses.addChangeListener(e -> edit());
        hotel.addActionListener(e -> edit());
        mortgaged.addActionListener(e -> edit());
    }

    private void row(String label, java.awt.Component field, int y) {
        tutor.ui.widgets.GridRows.add(this, label, field, y);
    }

    /** The square picked (its index on the board), or -1. */
    int space() {
        return space;
    }

    void select(int index) {
        space = index;
        show(draft, lang);
    }

    void show(TableDraft d, String language) {
        draft = d;
        lang = language;
        updating = true;
        try {
            int deed = deed();
            boolean isDeed = deed >= 0;
            if (space < 0 || d == null) {
                square.setText(texts.get("lot.pick"));
            } else {
                square.setText("<html><b>" + PlayersTable.square(d.edition().board(), space, language).replace("&", "&amp;").replace("<", "&lt;")
                        + "</b>" + (isDeed ? "" : "<br>" + texts.get("lot.not-a-deed")) + "</html>");
            }
            owner.removeAllItems();
            owner.addItem(texts.get("lot.bank"));
            if (d != null) {
                d.seats().forEach(s -> owner.addItem(s.name()));
            }
            TableDraft.Lot lot = isDeed ? d.lot(deed) : new TableDraft.Lot(Estates.BANK, 0, false, false);
            owner.setSelectedIndex(lot.owner() + 1);
            houses.setValue(lot.houses());
            hotel.setSelected(lot.hotel());
            mortgaged.setSelected(lot.mortgaged());
            boolean street = isDeed && d.edition().board().deed(deed).kind() == SpaceKind.STREET;
            owner.setEnabled(isDeed);
            houses.setEnabled(street);
            hotel.setEnabled(street);
            mortgaged.setEnabled(isDeed);
        } finally {
            updating = false;
        }
    }

    /** The deed on the picked square, or -1. */
    private int deed() {
        return draft == null || space < 0 || space >= draft.edition().board().size() ? -1 : draft.edition().board().space(space).deed();
    }

    private void edit() {
        int deed = deed();
        if (updating || deed < 0) {
            return;
        }
        int holder = owner.getSelectedIndex() - 1;
        boolean isHotel = hotel.isSelected();
        TableDraft.Lot lot = new TableDraft.Lot(holder, isHotel ? 0 : (Integer) houses.getValue(), isHotel, mortgaged.isSelected());
        change.accept(d -> d.withLot(deed, lot));
    }

    /** For tests and the problems list: the deed on the picked square. */
    Deed picked() {
        int deed = deed();
        return deed < 0 ? null : draft.edition().board().deed(deed);
    }
}
