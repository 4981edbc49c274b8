package tutor.ui.library;

import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.swing.AbstractAction;
import javax.swing.DefaultListModel;
import javax.swing.DefaultListSelectionModel;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import net.miginfocom.swing.MigLayout;
import tutor.scenario.Scenario;
import tutor.play.Activity;
import tutor.ui.model.LibraryItem;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;

/**
 * The scenario library by topic, searchable, with progress marks; files that failed to load are
 * listed with why. Browsing (typing in the search box, moving with the arrow keys, a single
 * click) only selects: Enter, a double-click or Open opens, so the scenario in progress is never
 * lost by looking around. Titles wrap to the panel's width instead of being cut off.
 */
public final class LibraryPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    /** A topic heading in the list: shown, never selected. */
    record Topic(String name) {
        @Override
        public String toString() {
            return name;
        }
    }

    private final transient TutorModel model;
    private final JTextField search = new JTextField();
    private final DefaultListModel<Object> rows = new DefaultListModel<>();
    /** As wide as the panel, never wider: the titles wrap to it (a plain JList grows to its widest row). */
    private final JList<Object> list = new JList<>(rows) {
        private static final long serialVersionUID = 1L;

        @Override
        public boolean getScrollableTracksViewportWidth() {
            return true;
        }
    };
    private final JButton open = new JButton();
    /** How many scenarios, or how many match the search: wraps beside Open rather than being cut ("9 sur 92 corresp…"). */
    private final tutor.ui.widgets.WrappingLabel count = new tutor.ui.widgets.WrappingLabel();

    public LibraryPanel(TutorModel model) {
        super(new MigLayout("insets 0, fill, wrap 1, novisualpadding", "[grow,fill]", "[][grow,fill][]"));
        this.model = model;
        setName("library");
        search.setName("library.search");
        search.putClientProperty("JTextField.showClearButton", true);
        list.setName("library.list");
        list.setSelectionModel(new EntriesOnly());
        list.setCellRenderer(new LibraryRenderer(model));
        list.addListSelectionListener(e -> open.setEnabled(selected() != null));
        list.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), "openScenario");
        list.getActionMap().put("openScenario", run(this::openSelected));
        list.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                int i = list.locationToIndex(e.getPoint());
                if (e.getClickCount() == 2 && i >= 0 && list.getCellBounds(i, i).contains(e.getPoint())) {
                    openSelected();
                }
            }
        });
        search.getDocument().addDocumentListener(new DocumentListener() {
            public void insertUpdate(DocumentEvent e) { rebuild(); }
            public void removeUpdate(DocumentEvent e) { rebuild(); }
            public void changedUpdate(DocumentEvent e) { rebuild(); }
        });
        // From the search box: Down goes into the list, Enter opens what is selected there.
        search.addActionListener(e -> openSelected());
        search.getInputMap().put(KeyStroke.getKeyStroke(KeyEvent.VK_DOWN, 0), "intoList");
        search.getActionMap().put("intoList", run(() -> {
            list.requestFocusInWindow();
            if (list.isSelectionEmpty()) {
                selectFirst();
            }
        }));
        open.setName("library.open");
        open.setEnabled(false);
        open.addActionListener(e -> openSelected());
        count.setName("library.count");
        count.putClientProperty("FlatLaf.styleClass", "small");
        JScrollPane scroll = new JScrollPane(list);
        scroll.setHorizontalScrollBarPolicy(JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        // Titles wrap to the width: when it changes, the list measures its rows again.
        scroll.getViewport().addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                // After the layout that resized it, not during it: asking for a new layout mid-layout is lost.
                javax.swing.SwingUtilities.invokeLater(LibraryPanel.this::remeasure);
            }
        });
        add(search);
        add(scroll, "grow, wmin 0");
        add(count, "split 2, growx, wmin 0, aligny center");
        add(open, "growx 0");
        model.addListener(this::changed);
        relabel();
    }

    /** The count wraps to the room Open leaves it, known before its row's height is asked. */
    private void wrapCount(int width) {
        count.wrapAt(Math.max(com.formdev.flatlaf.util.UIScale.scale(40), width - open.getPreferredSize().width
                - com.formdev.flatlaf.util.UIScale.scale(8)));
    }

    @Override
    public java.awt.Dimension getPreferredSize() {
        if (getWidth() > 0) {
            wrapCount(getWidth());
        }
        return super.getPreferredSize();
    }

    @Override
    public void doLayout() {
        wrapCount(getWidth());
        super.doLayout();
    }

    private void relabel() {
        tutor.text.Texts t = model.texts();
        search.putClientProperty("JTextField.placeholderText", t.get("library.search"));
        search.getAccessibleContext().setAccessibleName(t.get("library.search"));
        list.getAccessibleContext().setAccessibleName(t.get("library.list"));
        tutor.ui.widgets.Mnemonics.apply(open, t.get("library.open"));
        open.setToolTipText(t.get("library.open.tip"));
    }

    private void changed(TutorEvent e) {
        if (e instanceof TutorEvent.LanguageChanged) {
            relabel();
            rebuild();
        } else if (e instanceof TutorEvent.LibraryChanged) {
            rebuild();
        } else if (e instanceof TutorEvent.ActivityChanged a) {
            String id = a.activity() != null ? a.activity().id() : a.broken() != null ? a.broken().id() : null;
            if (id != null) {
                select(id);
            }
            list.repaint();
        } else if (e instanceof TutorEvent.ProgressChanged) {
            list.repaint();
        }
    }

    /** The entry selected in the list, or null. */
    private LibraryItem selected() {
        return list.getSelectedValue() instanceof LibraryItem item ? item : null;
    }

    private void openSelected() {
        LibraryItem item = selected();
        if (item != null) {
            model.open(item);
        }
    }

    /** Selects (without opening) the entry with this id, if it is listed. */
    public void select(String id) {
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i) instanceof LibraryItem item && item.id().equals(id)) {
                int row = i;
                list.setSelectedIndex(row);
                list.ensureIndexIsVisible(row);
                // Once the rows have their wrapped heights, scroll to it again.
                javax.swing.SwingUtilities.invokeLater(() -> list.ensureIndexIsVisible(row));
                return;
            }
        }
    }

    private void selectFirst() {
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i) instanceof LibraryItem) {
                list.setSelectedIndex(i);
                list.ensureIndexIsVisible(i);
                return;
            }
        }
    }

    private void rebuild() {
        String q = search.getText().trim().toLowerCase(Locale.ROOT);
        Map<String, List<LibraryItem>> topics = new LinkedHashMap<>();
        List<LibraryItem> broken = new ArrayList<>();
        int shown = 0;
        for (LibraryItem item : model.library()) {
            Scenario s = item.scenario();
            // The goal is not searched: it states the answer, and the list must not give it away.
            String text = s == null ? item.file() : s.title() + " " + topicName(s.topic()) + " " + s.topic() + " " + s.id();
            if (!q.isEmpty() && !text.toLowerCase(Locale.ROOT).contains(q)) {
                continue;
            }
            shown++;
            if (s == null) {
                broken.add(item);
            } else {
                topics.computeIfAbsent(topicName(s.topic()), t -> new ArrayList<>()).add(item);
            }
        }
        rows.clear();
        topics.forEach((topic, items) -> {
            rows.addElement(new Topic(topic));
            items.forEach(rows::addElement);
        });
        if (!broken.isEmpty()) {
            rows.addElement(new Topic(model.texts().get("library.broken")));
            broken.forEach(rows::addElement);
        }
        count.setText(q.isEmpty() ? model.texts().get("library.count", model.library().size())
                : model.texts().get("library.matching", shown, model.library().size()));
        Activity a = model.activity();
        if (a != null && q.isEmpty()) {
            select(a.id());
        } else if (!q.isEmpty()) {
            selectFirst();
        }
    }

    private void remeasure() {
        // Setting the fixed height drops the list's cached row sizes; -1 measures each row again.
        list.setFixedCellHeight(10);
        list.setFixedCellHeight(-1);
        if (list.getSelectedIndex() >= 0) {
            list.ensureIndexIsVisible(list.getSelectedIndex()); // the open scenario stays in sight
        }
    }

    /**
     * A topic's heading in the window's language: the texts name the library's topics ("topic.jail"); a topic
     * they do not know (a folder a teacher added) is shown as its name, "my-topic" as "My topic".
     */
    String topicName(String topic) {
        tutor.text.Texts t = model.texts();
        if (t.has("topic." + topic)) {
            return t.get("topic." + topic);
        }
        String words = topic.replace('-', ' ');
        return Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }

    /** The entries as the list shows them, top to bottom: for tests and for reading aloud. */
    public List<String> rows() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            out.add(rows.get(i).toString());
        }
        return out;
    }

    /** The title of the entry selected (not necessarily open), or null. */
    public String selectedTitle() {
        LibraryItem item = selected();
        return item == null ? null : item.toString();
    }

    private static AbstractAction run(Runnable r) {
        return new AbstractAction() {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                r.run();
            }
        };
    }

    /** Topic headings are skipped: the arrow keys move from scenario to scenario. */
    private final class EntriesOnly extends DefaultListSelectionModel {
        private static final long serialVersionUID = 1L;

        EntriesOnly() {
            setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        }

        @Override
        public void setSelectionInterval(int index0, int index1) {
            int i = index1;
            if (i >= 0 && i < rows.size() && rows.get(i) instanceof Topic) {
                int lead = getLeadSelectionIndex();
                int step = lead >= 0 && lead > i ? -1 : 1;
                while (i >= 0 && i < rows.size() && rows.get(i) instanceof Topic) {
                    i += step;
                }
                if (i < 0 || i >= rows.size()) {
                    return;
                }
            }
            super.setSelectionInterval(i, i);
        }
    }
}
