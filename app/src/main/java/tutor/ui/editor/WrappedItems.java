package tutor.ui.editor;

import java.awt.Component;
import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JComboBox;
import javax.swing.JList;
import javax.swing.JTextArea;
import javax.swing.ListCellRenderer;

/**
 * The items of a drop-down whose words run long ("buy or auction the deed landed on" in the projector theme): in
 * the open list each item wraps to the drop-down's own width, so the list is no wider than the drop-down and stays
 * on the screen (a list as wide as its longest item ran off the right edge at 1024x768); the closed drop-down
 * shows the chosen item on one line, cut with an ellipsis where it must be.
 */
final class WrappedItems implements ListCellRenderer<String> {

    private final JComboBox<String> box;
    private final DefaultListCellRenderer shown = new DefaultListCellRenderer();
    private final JTextArea item = new JTextArea();

    private WrappedItems(JComboBox<String> box) {
        this.box = box;
        item.setLineWrap(true);
        item.setWrapStyleWord(true);
        item.setBorder(BorderFactory.createEmptyBorder(2, 6, 2, 6));
    }

    /** Call once the items are in. */
    static void wrap(JComboBox<String> box) {
        box.setRenderer(new WrappedItems(box));
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
            return shown.getListCellRendererComponent(list, value, index, selected, focused);
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
