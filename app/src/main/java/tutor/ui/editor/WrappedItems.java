package tutor.ui.editor;

import java.awt.Component;
import javax.swing.BorderFactory;
import javax.swing.JComboBox;
import javax.swing.JList;
import javax.swing.JTextArea;
import javax.swing.ListCellRenderer;

/**
 * The items of a drop-down whose words run long ("buy or auction the deed landed on" in the projector theme): in
 * the open list each item wraps to the drop-down's own width, so the list is no wider than the drop-down and stays
 * on the screen (a list as wide as its longest item ran off the right edge at 1024x768); the closed drop-down
 * wraps the chosen item too and grows as tall as its lines («la case où le pion vient d'arriver (l…» was cut on the
 * projector, and a tooltip is no help there).
 */
final class WrappedItems implements ListCellRenderer<String> {

    private final JComboBox<String> box;
    private final JTextArea item = new JTextArea();
    /** The chosen item in the closed drop-down, wrapped at the room beside the arrow. */
    private final JTextArea chosen = new JTextArea() {
        private static final long serialVersionUID = 1L;

        /** As wide as its words on one line (the drop-down sizes itself by its shortest item), as tall as they wrap. */
        @Override
        public java.awt.Dimension getPreferredSize() {
            java.awt.Insets in = getInsets();
            int oneLine = getFontMetrics(getFont()).stringWidth(getText()) + in.left + in.right;
            return new java.awt.Dimension(oneLine, super.getPreferredSize().height);
        }
    };

    private WrappedItems(JComboBox<String> box) {
        this.box = box;
        item.setLineWrap(true);
        item.setWrapStyleWord(true);
        item.setBorder(BorderFactory.createEmptyBorder(2, 6, 2, 6));
        chosen.setLineWrap(true);
        chosen.setWrapStyleWord(true);
        chosen.setOpaque(false);
        chosen.setBorder(BorderFactory.createEmptyBorder(0, 2, 0, 2));
    }

    /** The room the closed drop-down gives its chosen item: its width less its insets and the arrow's button. */
    private int closedWidth() {
        java.awt.Insets in = box.getInsets();
        int arrow = 0;
        for (Component c : box.getComponents()) {
            arrow += c instanceof javax.swing.JButton ? c.getWidth() : 0;
        }
        return box.getWidth() - in.left - in.right - arrow;
    }

    /** The drop-down as tall as the chosen item's wrapped lines need at its width (one line's height at least). */
    private void fitHeight() {
        if (box.getWidth() <= 0) {
            return;
        }
        java.awt.Dimension before = box.isPreferredSizeSet() ? box.getPreferredSize() : null;
        box.setPreferredSize(null);
        java.awt.Dimension natural = box.getPreferredSize();
        chosen.setText(box.getSelectedItem() == null ? "" : box.getSelectedItem().toString());
        chosen.setFont(box.getFont());
        // The lines counted word by word at that width (a text area's preferred height lags its last size: a box
        // measured while narrow kept four lines' height for two).
        java.awt.Insets pad = chosen.getInsets();
        tutor.ui.widgets.WrappingLabel lines = new tutor.ui.widgets.WrappingLabel();
        lines.setFont(box.getFont());
        lines.setWords(chosen.getText());
        java.awt.Insets in = box.getInsets();
        int tall = lines.heightAt(Math.max(40, closedWidth()) - pad.left - pad.right) + pad.top + pad.bottom + in.top + in.bottom;
        // Never the drop-down's own height: it measures the chosen item at whatever width the text last had (four
        // lines' height for two), so the height is always the wrapped lines', one at least.
        int one = box.getFontMetrics(box.getFont()).getHeight() + pad.top + pad.bottom + in.top + in.bottom;
        java.awt.Dimension wanted = new java.awt.Dimension(natural.width, Math.max(tall, one));
        box.setPreferredSize(wanted);
        if (wanted == null ? before != null : !wanted.equals(before)) {
            box.revalidate();
        }
    }

    /** Call once the items are in. */
    static void wrap(JComboBox<String> box) {
        WrappedItems renderer = new WrappedItems(box);
        box.setRenderer(renderer);
        box.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                renderer.fitHeight();
            }
        });
        box.addItemListener(e -> renderer.fitHeight());
        // The drop-down measures its items' width on one line, and its list took that width (plus a scroll bar's):
        // measured by its shortest item, the list is as wide as the drop-down the layout gives, and the items wrap.
        String shortest = null;
        for (int i = 0; i < box.getItemCount(); i++) {
            String s = box.getItemAt(i);
            shortest = shortest == null || s.length() < shortest.length() ? s : shortest;
        }
        box.setPrototypeDisplayValue(shortest);
        box.addPopupMenuListener(new javax.swing.event.PopupMenuListener() {
            @Override
            public void popupMenuWillBecomeVisible(javax.swing.event.PopupMenuEvent e) {
                // The wrapped heights depend on the drop-down's width, which the list measured perhaps before layout.
                if (box.getAccessibleContext().getAccessibleChild(0) instanceof javax.swing.plaf.basic.ComboPopup popup) {
                    popup.getList().setFixedCellHeight(10);
                    popup.getList().setFixedCellHeight(-1);
                }
            }

            @Override
            public void popupMenuWillBecomeInvisible(javax.swing.event.PopupMenuEvent e) {
                // nothing to undo
            }

            @Override
            public void popupMenuCanceled(javax.swing.event.PopupMenuEvent e) {
                // nothing to undo
            }
        });
    }

    @Override
    public Component getListCellRendererComponent(JList<? extends String> list, String value, int index, boolean selected,
            boolean focused) {
        if (index < 0) {
            chosen.setText(value);
            chosen.setFont(box.getFont());
            chosen.setForeground(box.isEnabled() ? box.getForeground() : javax.swing.UIManager.getColor("ComboBox.disabledForeground"));
            chosen.setSize(Math.max(40, closedWidth()), Short.MAX_VALUE);
            return chosen;
        }
        item.setText(value);
        item.setFont(list.getFont());
        item.setBackground(selected ? list.getSelectionBackground() : list.getBackground());
        item.setForeground(selected ? list.getSelectionForeground() : list.getForeground());
        // The width first, so the preferred height is that of the wrapped lines.
        int width = Math.max(80, box.getWidth() - box.getInsets().left - box.getInsets().right);
        item.setSize(width, Short.MAX_VALUE);
        item.setSize(width, item.getPreferredSize().height);
        return item;
    }
}
