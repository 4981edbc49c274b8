package tutor.ui;

import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;
import net.miginfocom.swing.MigLayout;
import tutor.ui.actions.ActionsPanel;
import tutor.ui.board.BoardView;
import tutor.ui.library.LibraryPanel;
import tutor.ui.players.PlayerStrip;
import tutor.ui.players.PlayersPanel;
import tutor.ui.ruling.LedgerPanel;
import tutor.ui.ruling.RulingPanel;
import tutor.ui.situation.SituationPanel;

/**
 * The table: the library on the left (it can be hidden), the board with the players under it
 * and the moves below, and on the right what is happening (the situation) over the rulings,
 * the ledger and the players in full. No split panes to drag: each part has its share of the
 * window, and the board keeps the room it needs at 1024x768 and in the projector theme.
 */
final class TableScreen extends JPanel {

    private static final long serialVersionUID = 1L;

    private final LibraryPanel library;
    private final PlayerStrip strip;
    /** The board's column and the reading column: the players stand in one or the other ({@link #placeStrip}). */
    private JPanel centre;
    private JPanel right;
    /**
     * The rulings, the ledger and the players. Its least height is the tab row and the tab shown's own least height,
     * not the largest of every tab's (Swing's), which in French on a projector pushed the step buttons off the window.
     */
    private final JTabbedPane tabs = new JTabbedPane() {
        private static final long serialVersionUID = 1L;

        @Override
        public java.awt.Dimension getMinimumSize() {
            java.awt.Dimension all = super.getMinimumSize();
            java.awt.Component shown = getSelectedComponent();
            if (shown == null || isMinimumSizeSet()) {
                return all;
            }
            java.awt.Rectangle area = getUI().getTabBounds(this, 0);
            java.awt.Insets in = getInsets();
            int header = area == null ? 0 : area.height + 6;
            return new java.awt.Dimension(all.width, shown.getMinimumSize().height + header + in.top + in.bottom);
        }
    };
    private final transient tutor.ui.model.TutorModel model;

    TableScreen(tutor.ui.model.TutorModel model, LibraryPanel library, BoardView board, PlayerStrip strip, ActionsPanel actions,
                javax.swing.Action now, SituationPanel situation, RulingPanel ruling, LedgerPanel ledger, PlayersPanel players) {
        this.library = library;
        this.model = model;
        this.strip = strip;
        setName("table");
        // The players and the moves keep their height; the board takes the rest (TableLayout sized the column for it).
        tutor.ui.widgets.TableLayout[] layout = new tutor.ui.widgets.TableLayout[1];
        centre = new JPanel(new MigLayout("insets 0, fill, wrap 1, gap 0 2, nocache", "[grow,fill]", "[grow,fill][pref!][pref!]")) {
            private static final long serialVersionUID = 1L;

            /** The board as tall as the columns were made for (and kept for the activity), not whatever the moves leave. */
            @Override
            public void doLayout() {
                if (layout[0] != null && layout[0].board() > 0) {
                    ((MigLayout) getLayout()).setComponentConstraints(board, "grow, wmin 200, hmin 200, hmax " + layout[0].board());
                }
                super.doLayout();
            }
        };
        centre.add(board, "grow, wmin 200, hmin 200");
        centre.add(strip, "wmin 0, growx");
        // The moves, and beside them, stacked in the two rows the moves keep: what happens now (the waiting
        // decision's natural move in one click) and every move of the edition.
        javax.swing.JButton nowButton = new javax.swing.JButton(now);
        nowButton.setName("action.now");
        JPanel side = new JPanel(new MigLayout("insets 0, wrap 1, gap 0 4, novisualpadding", "[fill]"));
        side.add(nowButton);
        side.add(actions.allMovesButton());
        // The moves take what the board kept for its size leaves them (TableLayout), so the board keeps its bounds too.
        JPanel moves = new JPanel(new MigLayout("insets 0, fillx, gap 6 0, novisualpadding", "[grow,fill][]")) {
            private static final long serialVersionUID = 1L;

            @Override
            public java.awt.Dimension getPreferredSize() {
                java.awt.Dimension d = super.getPreferredSize();
                java.awt.Container column = getParent();
                if (column == null || column.getHeight() == 0 || layout[0] == null) {
                    return d;
                }
                int under = stripAside() ? 0 : strip.heightAt(column.getWidth()) + com.formdev.flatlaf.util.UIScale.scale(2);
                int rest = column.getHeight() - layout[0].board() - under - com.formdev.flatlaf.util.UIScale.scale(2);
                return new java.awt.Dimension(d.width, Math.max(d.height, rest));
            }
        };
        moves.add(actions, "wmin 0, growx, aligny top");
        moves.add(side, "aligny top, gaptop 4");
        centre.add(moves, "wmin 0, growx");
        tabs.setName("tabs");
        tabs.addTab("", ruling);
        tabs.addTab("", ledger);
        JScrollPane playersScroll = new JScrollPane(players);
        playersScroll.setBorder(null);
        tabs.addTab("", playersScroll);
        relabel();
        model.addListener(e -> {
            if (e instanceof tutor.ui.model.TutorEvent.LanguageChanged) {
                relabel();
            }
        });
        right = new JPanel(new MigLayout("insets 0, fill, wrap 1, gap 0 4, nocache, hidemode 3", "[grow,fill]")) {
            private static final long serialVersionUID = 1L;

            /**
             * The situation's wrapped texts learn the width they will have before their height is asked. The situation
             * has up to 66% of the column, less where the rulings need their least room, but never less than its heading,
             * its answers and two lines of story; the rulings then take what is left and their step's box gives way
             * (to the step's first sentence): both asking their least, the column ran past the window on the projector
             * with Play's game bar or the library shown, the story showed a line and a half and Copy / MD were cut.
             */
            @Override
            public void doLayout() {
                situation.prepare(getWidth());
                int gap = com.formdev.flatlaf.util.UIScale.scale(4);
                int least = situation.leastHeightAt(getWidth(), 2);
                // On a projector the players head the column: the situation and the rulings share what they leave.
                int chips = stripAside() ? strip.heightAt(getWidth()) + gap : 0;
                int most = Math.max(least, Math.min((getHeight() - chips) * 66 / 100, getHeight() - chips - gap - tabs.getMinimumSize().height));
                MigLayout mig = (MigLayout) getLayout();
                // With the players above, the situation's row is capped at its most in pixels: its hmax alone did not hold
                // against a question's 760 px (the row's 66% of the column, 427 px, let it take 414 of the 376 it may have,
                // and the rulings' ◀ ▶ Copy MD were cut in half on a French and Russian jail exit, ProjectorBoardLargerIT).
                mig.setRowConstraints(stripAside() ? "[pref!][::" + most + "px,fill][grow,fill,shrinkprio 200]"
                        : "[::" + most + "px,fill][grow,fill,shrinkprio 200]");
                mig.setComponentConstraints(situation, "grow, wmin 0, hmin " + least + ", hmax " + most);
                mig.setComponentConstraints(tabs, "grow, wmin 0, shrinkprio 200, hmin 0");
                super.doLayout();
            }
        };
        right.add(situation, "grow, wmin 0");
        // When the column is short, the rulings give up their extra room first, down to the shown tab's minimum.
        right.add(tabs, "grow, wmin 0, shrinkprio 200");
        setBorder(javax.swing.BorderFactory.createEmptyBorder(4, 4, 4, 4));
        // Its size is kept while the same activity is shown in the same language and theme.
        layout[0] = new tutor.ui.widgets.TableLayout(library, centre, right, new tutor.ui.widgets.TableLayout.BoardColumn() {
            @Override
            public int heightBelowBoard(int width) {
                // The players and the moves wrap to the column's width: ask them what they need at that width. What stands
                // beside the moves (Now, All moves and the gap before them) is as wide as the moves' row lays it out: the
                // side's width plus a guessed gap came 6 px short on the projector, so the column was made too narrow for two
                // rows of jail moves and they took a third, under a board 15 px smaller than the one kept (issue 22).
                int beside = Math.max(side.getPreferredSize().width + 6, moves.getPreferredSize().width - actions.getPreferredSize().width);
                int movesHeight = Math.max(actions.reservedHeightAt(width - beside), side.getPreferredSize().height + 4);
                if (stripAside()) {
                    // Only the moves under the board, one gap above them: the 10 px kept for the strip's two gaps and
                    // a margin were 9 px of blank under the moves that the projector's board can use (issue 22).
                    return movesHeight + com.formdev.flatlaf.util.UIScale.scale(2);
                }
                return strip.heightAt(width) + movesHeight + com.formdev.flatlaf.util.UIScale.scale(10);
            }

            /**
             * With the players beside the board, the column stays as wide as their chips' rows would make it under the
             * board: the moves were always laid out at least that wide. Narrower (as wide as the board alone, 482 px in
             * a French free game), an auction's Bid, +$10 and Drop out wrapped to a second row and moved the board
             * between two bids (GameBoardStaysIT).
             */
            @Override
            public int leastWidth(int widest) {
                if (!stripAside()) {
                    return 0;
                }
                int rows = strip.heightAt(widest);
                int lo = 0;
                int hi = widest;
                while (lo < hi) {
                    int mid = (lo + hi) >>> 1;
                    if (strip.heightAt(mid) <= rows) {
                        hi = mid;
                    } else {
                        lo = mid + 1;
                    }
                }
                return lo;
            }
        }, () -> java.util.Arrays.asList(model.activity(), model.language(), getFont() == null ? 0 : getFont().getSize(), stripAside()));
        setLayout(layout[0]);
        add(library);
        add(centre);
        add(right);
        placeStrip();
        model.addListener(e -> {
            if (e instanceof tutor.ui.model.TutorEvent.ActivityChanged) {
                placeStrip();
            }
        });
    }

    /** Whether the players stand at the head of the reading column rather than under the board. */
    private boolean stripAside() {
        return strip != null && strip.getParent() == right && right != null;
    }

    /**
     * On a projector the players head the reading column, beside the board, and the board takes the height their row
     * took under it (issue 22: the projector's board was no larger than the light theme's, 505 px to 504, though the
     * library was hidden for it). A table of more than six keeps them under the board, where a row holds more chips; so
     * does the library shown (F9): beside it the reading column is too narrow for them (three rows of chips pushed the
     * ruling's Copy and MD off the window in French and Russian, TextBoxesIT). Elsewhere they stand under the board.
     */
    private void placeStrip() {
        if (strip == null || centre == null || right == null) {
            return; // while Swing builds the panel
        }
        tutor.play.Activity a = model.activity();
        int players = a == null || a.state() == null ? 0 : a.state().players().size();
        boolean aside = Theme.current() == Theme.PROJECTOR && !library.isVisible() && players <= MOST_ASIDE;
        if (aside == stripAside()) {
            return;
        }
        // Beside the board, the centre has two rows (a third row's gap took 2 px from the board) and the screen's
        // border is thinner above and below: the board takes those pixels too.
        MigLayout mig = (MigLayout) centre.getLayout();
        if (aside) {
            centre.remove(strip);
            right.add(strip, "wmin 0, growx", 0);
            mig.setRowConstraints("[grow,fill][pref!]");
            setBorder(javax.swing.BorderFactory.createEmptyBorder(1, 4, 1, 4));
        } else {
            right.remove(strip);
            centre.add(strip, "wmin 0, growx", 1);
            mig.setRowConstraints("[grow,fill][pref!][pref!]");
            setBorder(javax.swing.BorderFactory.createEmptyBorder(4, 4, 4, 4));
        }
        revalidate();
        repaint();
    }

    /** The most players whose chips head the reading column on a projector (two rows of chips at most). */
    private static final int MOST_ASIDE = 6;

    /** A theme switch may move the players (the projector's place for them is beside the board). */
    @Override
    public void updateUI() {
        super.updateUI();
        placeStrip();
    }

    private void relabel() {
        tutor.text.Texts t = model.texts();
        String[] keys = {"tab.ruling", "tab.ledger", "tab.players"};
        for (int i = 0; i < keys.length; i++) {
            tutor.ui.widgets.Mnemonics.apply(tabs, i, t.get(keys[i]));
        }
    }

    void showLibrary(boolean shown) {
        library.setVisible(shown);
        placeStrip();
        revalidate();
    }

    boolean libraryShown() {
        return library.isVisible();
    }

    JTabbedPane tabs() {
        return tabs;
    }
}
