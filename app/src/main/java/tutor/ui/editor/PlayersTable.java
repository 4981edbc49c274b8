package tutor.ui.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import javax.swing.DefaultCellEditor;
import javax.swing.JComboBox;
import javax.swing.JTable;
import javax.swing.table.AbstractTableModel;
import javax.swing.table.DefaultTableCellRenderer;
import tutor.play.edit.TableDraft;
import tutor.rules.edition.Board;
import tutor.rules.edition.CardEffect;
import tutor.rules.edition.DeckDef;
import tutor.text.Texts;
import tutor.ui.board.BoardView;

/**
 * The players of the table being set up, one row each: name, cash, square, Jail (with the throws
 * already failed) and the jail-free cards held. Each edit is one change of the draft, so one undo.
 */
final class PlayersTable extends JTable {

    private static final long serialVersionUID = 1L;

    private final transient Texts texts;
    private final transient Consumer<UnaryOperator<TableDraft>> change;
    private final Model model = new Model();
    private transient TableDraft draft;
    private transient List<String> language = List.of();

    PlayersTable(Texts texts, Consumer<UnaryOperator<TableDraft>> change) {
        this.texts = texts;
        this.change = change;
        setName("editor.players");
        setModel(model);
        setRowHeight(getRowHeight() + 6);
        setSurrendersFocusOnKeystroke(true);
        putClientProperty("terminateEditOnFocusLost", Boolean.TRUE);
        getTableHeader().setReorderingAllowed(false);
        int[] widths = {70, 76, 130, 60, 64};
        for (int c = 0; c < widths.length; c++) {
            // Never narrower than its heading: "В тюрьме" and "Карточки" are longer than "In Jail" and "Jail cards" look.
            javax.swing.table.TableColumn column = getColumnModel().getColumn(c);
            int heading = getTableHeader().getDefaultRenderer().getTableCellRendererComponent(this, column.getHeaderValue(),
                    false, false, -1, c).getPreferredSize().width + 6;
            column.setPreferredWidth(Math.max(widths[c], heading));
        }
        // The name in the player's token colour, as the board and the player strip show it.
        getColumnModel().getColumn(0).setCellRenderer(new DefaultTableCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public java.awt.Component getTableCellRendererComponent(JTable t, Object v, boolean sel, boolean focus, int row, int col) {
                java.awt.Component c = super.getTableCellRendererComponent(t, v, sel, focus, row, col);
                setIcon(new Dot(BoardView.playerColor(row)));
                return c;
            }
        });
        moneyColumn();
    }

    /** The Jail cards heading is a short form that fits its column; the header's tooltip gives the cards' full name. */
    @Override
    protected javax.swing.table.JTableHeader createDefaultTableHeader() {
        return new javax.swing.table.JTableHeader(columnModel) {
            private static final long serialVersionUID = 1L;

            @Override
            public String getToolTipText(java.awt.event.MouseEvent e) {
                int c = columnAtPoint(e.getPoint());
                return c >= 0 && convertColumnIndexToModel(c) == 4 ? texts.get("players.cards.full") : null;
            }
        };
    }

    /** The cash as money is written everywhere in the window ("$1,500", "1 500 €"); the editor takes the bare number. */
    private void moneyColumn() {
        getColumnModel().getColumn(1).setCellRenderer(new DefaultTableCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public java.awt.Component getTableCellRendererComponent(JTable t, Object v, boolean sel, boolean focus, int row, int col) {
                Object shown = v instanceof Integer cash && draft != null && !language.isEmpty()
                        ? tutor.ui.widgets.Money.of(language.get(0), draft.edition().board(), cash) : v;
                java.awt.Component c = super.getTableCellRendererComponent(t, shown, sel, focus, row, col);
                setHorizontalAlignment(RIGHT);
                // A gap as wide as two spaces after the cash, right against the square's name it read "$1,500 0 GO",
                // like $1,5000 (the teacher's shot 68).
                java.awt.Insets in = getInsets();
                setBorder(javax.swing.BorderFactory.createEmptyBorder(in.top, in.left, in.bottom,
                        in.right + 2 * getFontMetrics(getFont()).charWidth(' ') + com.formdev.flatlaf.util.UIScale.scale(4)));
                return c;
            }
        });
    }

    /** What the Cash cell shows in row {@code r} (for the tests). */
    String cashShown(int r) {
        javax.swing.JLabel l = (javax.swing.JLabel) prepareRenderer(getCellRenderer(r, 1), r, 1);
        return l.getText();
    }

    void show(TableDraft d, String lang) {
        boolean sameBoard = draft != null && draft.edition().board() == d.edition().board();
        draft = d;
        language = List.of(lang);
        if (isEditing()) {
            getCellEditor().cancelCellEditing();
        }
        model.fireTableDataChanged();
        if (!sameBoard) {
            editors(d.edition().board(), lang);
        }
        widthsByContent();
    }

    /**
     * Each column asks for as much as its heading and its widest cell need, so the table shares its width by content:
     * with fixed shares the square's column cut «20 Бесплатная …» on the Russian projector while the cards' column
     * beside it had room (the seventh Russian read, item 61).
     */
    private void widthsByContent() {
        for (int c = 0; c < getColumnCount(); c++) {
            javax.swing.table.TableColumn column = getColumnModel().getColumn(c);
            int need = getTableHeader().getDefaultRenderer().getTableCellRendererComponent(this, column.getHeaderValue(),
                    false, false, -1, c).getPreferredSize().width + 6;
            for (int r = 0; r < getRowCount(); r++) {
                need = Math.max(need, prepareRenderer(getCellRenderer(r, c), r, c).getPreferredSize().width + getIntercellSpacing().width + 2);
            }
            column.setPreferredWidth(need);
        }
    }

    private void editors(Board board, String lang) {
        List<String> squares = new ArrayList<>();
        for (int i = 0; i < board.size(); i++) {
            squares.add(square(board, i, lang));
        }
        JComboBox<String> square = new JComboBox<>(squares.toArray(String[]::new));
        square.setName("editor.players.square");
        getColumnModel().getColumn(2).setCellEditor(new DefaultCellEditor(square));
        List<String> jail = new ArrayList<>();
        jail.add(texts.get("players.jail.no"));
        for (int failed = 0; failed < draft.edition().rules().jailTurns(); failed++) {
            jail.add(texts.get("players.jail.failed", failed));
        }
        JComboBox<String> inJail = new JComboBox<>(jail.toArray(String[]::new));
        inJail.setName("editor.players.jail");
        getColumnModel().getColumn(3).setCellEditor(new DefaultCellEditor(inJail));
        JComboBox<String> cards = new JComboBox<>(cardChoices().toArray(String[]::new));
        cards.setName("editor.players.cards");
        getColumnModel().getColumn(4).setCellEditor(new DefaultCellEditor(cards));
    }

    /**
     * A square as the editor lists it: its number, counted from GO = 0 as the scenario files ({@code at: 39}), the
     * command line ({@code --from}) and the lab's charts count it, so a square's number is also how many steps it lies
     * past GO; then its name.
     */
    static String square(Board board, int index, String lang) {
        // The Jail square is also where a token only visits: "10 Jail" alone reads as if the token were jailed.
        return Texts.of("editor", lang).get("square.numbered", index, board.localized().name(lang, board.space(index).name()),
                index == board.jailIndex() ? "jail" : "other");
    }

    /** The square a {@link #square} text names, or -1. */
    static int squareIndex(Board board, String shown, String lang) {
        for (int i = 0; i < board.size(); i++) {
            if (square(board, i, lang).equals(shown)) {
                return i;
            }
        }
        return -1;
    }

    /** The decks that print a Get Out of Jail Free card. */
    private List<DeckDef> jailDecks() {
        return draft.edition().cards().decks().stream()
                .filter(d -> d.cards().stream().anyMatch(c -> c.effect() instanceof CardEffect.GetOutOfJailFree)).toList();
    }

    /** None, each deck's card alone, and all of them (two decks at most print one on every board we have). */
    private List<String> cardChoices() {
        List<String> out = new ArrayList<>();
        out.add(texts.get("players.cards.none"));
        List<DeckDef> decks = jailDecks();
        for (DeckDef d : decks) {
            out.add(deckName(d));
        }
        if (decks.size() > 1) {
            out.add(texts.get("players.cards.all"));
        }
        return out;
    }

    private String deckName(DeckDef d) {
        var cards = draft.edition().cards();
        return cards.localized().names(language.get(0)).getOrDefault(d.id(), draft.edition().board().wording().apply(d.name()));
    }

    private String cardsText(TableDraft.Seat seat) {
        List<DeckDef> decks = jailDecks();
        if (seat.jailCards().isEmpty()) {
            return texts.get("players.cards.none");
        }
        if (seat.jailCards().size() > 1) {
            return texts.get("players.cards.all");
        }
        return decks.stream().filter(d -> d.id().equals(seat.jailCards().get(0))).map(this::deckName).findFirst().orElse(seat.jailCards().get(0));
    }

    private List<String> cardsOf(String choice) {
        List<DeckDef> decks = jailDecks();
        if (choice.equals(texts.get("players.cards.all"))) {
            return decks.stream().map(DeckDef::id).toList();
        }
        return decks.stream().filter(d -> deckName(d).equals(choice)).map(DeckDef::id).toList();
    }

    private final class Model extends AbstractTableModel {
        private static final long serialVersionUID = 1L;

        @Override
        public int getRowCount() {
            return draft == null ? 0 : draft.seats().size();
        }

        @Override
        public int getColumnCount() {
            return 5;
        }

        @Override
        public String getColumnName(int c) {
            return texts.get(List.of("players.name", "players.cash", "players.square", "players.jail", "players.cards").get(c));
        }

        @Override
        public Class<?> getColumnClass(int c) {
            return c == 1 ? Integer.class : String.class;
        }

        @Override
        public boolean isCellEditable(int r, int c) {
            return true;
        }

        @Override
        public Object getValueAt(int r, int c) {
            TableDraft.Seat s = draft.seats().get(r);
            return switch (c) {
                case 0 -> s.name();
                case 1 -> s.cash();
                case 2 -> square(draft.edition().board(), s.space(), language.get(0));
                case 3 -> s.inJail() ? texts.get("players.jail.failed", s.jailThrows()) : texts.get("players.jail.no");
                default -> cardsText(s);
            };
        }

        @Override
        public void setValueAt(Object v, int r, int c) {
            TableDraft.Seat s = draft.seats().get(r);
            TableDraft.Seat next = switch (c) {
                case 0 -> s.withName(String.valueOf(v).strip());
                case 1 -> v instanceof Integer cash ? s.withCash(cash) : s;
                case 2 -> squareIndex(draft.edition().board(), String.valueOf(v), language.get(0)) < 0 ? s
                        : s.withSpace(squareIndex(draft.edition().board(), String.valueOf(v), language.get(0))).withJail(false, 0);
                case 3 -> jail(s, String.valueOf(v));
                default -> s.withJailCards(cardsOf(String.valueOf(v)));
            };
            change.accept(d -> d.withSeat(r, next));
        }

        private TableDraft.Seat jail(TableDraft.Seat s, String choice) {
            for (int failed = 0; failed < 10; failed++) {
                if (choice.equals(texts.get("players.jail.failed", failed))) {
                    return s.withJail(true, failed).withSpace(draft.edition().board().jailIndex());
                }
            }
            return s.withJail(false, 0);
        }
    }

    /** A round token of the player's colour beside the name. */
    private record Dot(java.awt.Color color) implements javax.swing.Icon {
        @Override
        public void paintIcon(java.awt.Component c, java.awt.Graphics g, int x, int y) {
            java.awt.Graphics2D g2 = (java.awt.Graphics2D) g.create();
            g2.setRenderingHint(java.awt.RenderingHints.KEY_ANTIALIASING, java.awt.RenderingHints.VALUE_ANTIALIAS_ON);
            g2.setColor(color);
            g2.fillOval(x, y, 11, 11);
            g2.dispose();
        }

        @Override
        public int getIconWidth() {
            return 11;
        }

        @Override
        public int getIconHeight() {
            return 11;
        }
    }
}
