package tutor.ui;

import java.awt.BorderLayout;
import java.awt.Component;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.JTree;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import javax.swing.tree.DefaultMutableTreeNode;
import javax.swing.tree.DefaultTreeCellRenderer;
import javax.swing.tree.DefaultTreeModel;
import javax.swing.tree.TreePath;
import net.miginfocom.swing.MigLayout;
import tutor.scenario.Problem;
import tutor.scenario.Scenario;

/** The scenario library by topic, searchable, with progress marks; files that failed to load are listed with why. */
final class LibraryPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    /** A library entry: a scenario, or a file that did not load. */
    /** A library entry: the scenario (or the problems that kept it from loading) and where it was read from. */
    record Item(Scenario scenario, String file, List<Problem> problems, java.nio.file.Path path) {
        @Override
        public String toString() {
            return scenario != null ? scenario.title() : file;
        }
    }

    private final JTextField search = new JTextField();
    private final JTree tree = new JTree(new DefaultMutableTreeNode("Library"));
    private final transient Settings settings;
    private transient List<Item> items = List.of();

    LibraryPanel(Settings settings, Consumer<Item> onOpen) {
        super(new MigLayout("insets 0, fill", "[grow,fill]", "[][grow,fill]"));
        this.settings = settings;
        setName("library");
        search.setName("library.search");
        search.putClientProperty("JTextField.placeholderText", "Search scenarios");
        search.getAccessibleContext().setAccessibleName("Search scenarios");
        tree.setName("library.tree");
        tree.setRootVisible(false);
        tree.setShowsRootHandles(true);
        tree.setCellRenderer(new Renderer());
        javax.swing.ToolTipManager.sharedInstance().registerComponent(tree);
        tree.addTreeSelectionListener(e -> {
            Object node = e.getPath().getLastPathComponent();
            if (node instanceof DefaultMutableTreeNode n && n.getUserObject() instanceof Item item) {
                onOpen.accept(item);
            }
        });
        search.getDocument().addDocumentListener(new DocumentListener() {
            public void insertUpdate(DocumentEvent e) { rebuild(); }
            public void removeUpdate(DocumentEvent e) { rebuild(); }
            public void changedUpdate(DocumentEvent e) { rebuild(); }
        });
        JLabel label = new JLabel("Scenarios");
        label.setDisplayedMnemonic('S');
        label.setLabelFor(search);
        add(search, "wrap");
        add(new JScrollPane(tree), "grow");
    }

    void setItems(List<Item> all) {
        this.items = List.copyOf(all);
        rebuild();
    }

    List<Item> items() {
        return items;
    }

    void refreshMarks() {
        tree.repaint();
    }

    /** Selects (and so opens) the scenario with this id, if present. */
    void select(String id) {
        DefaultMutableTreeNode root = (DefaultMutableTreeNode) tree.getModel().getRoot();
        var e = root.depthFirstEnumeration();
        while (e.hasMoreElements()) {
            DefaultMutableTreeNode n = (DefaultMutableTreeNode) e.nextElement();
            if (n.getUserObject() instanceof Item item && item.scenario() != null && item.scenario().id().equals(id)) {
                TreePath p = new TreePath(n.getPath());
                tree.setSelectionPath(p);
                java.awt.Rectangle row = tree.getPathBounds(p);
                if (row != null) {
                    // Scroll down to the row only: scrolling sideways would cut the topic names.
                    tree.scrollRectToVisible(new java.awt.Rectangle(0, row.y, 1, row.height));
                }
                return;
            }
        }
    }

    private void rebuild() {
        String q = search.getText().trim().toLowerCase(Locale.ROOT);
        DefaultMutableTreeNode root = new DefaultMutableTreeNode("Library");
        Map<String, DefaultMutableTreeNode> topics = new LinkedHashMap<>();
        DefaultMutableTreeNode broken = new DefaultMutableTreeNode("Could not load");
        for (Item item : items) {
            String text = item.scenario() == null ? item.file()
                    : (item.scenario().title() + " " + item.scenario().topic() + " " + item.scenario().goal());
            if (!q.isEmpty() && !text.toLowerCase(Locale.ROOT).contains(q)) {
                continue;
            }
            if (item.scenario() == null) {
                broken.add(new DefaultMutableTreeNode(item));
                continue;
            }
            Scenario s = item.scenario();
            topics.computeIfAbsent(s.topic(), t -> new DefaultMutableTreeNode(topicName(t)))
                    .add(new DefaultMutableTreeNode(item));
        }
        topics.values().forEach(root::add);
        if (broken.getChildCount() > 0) {
            root.add(broken);
        }
        tree.setModel(new DefaultTreeModel(root));
        for (int i = 0; i < tree.getRowCount(); i++) {
            tree.expandRow(i);
        }
    }

    static String topicName(String topic) {
        String t = topic.replace('-', ' ');
        return Character.toUpperCase(t.charAt(0)) + t.substring(1);
    }

    private final class Renderer extends DefaultTreeCellRenderer {
        private static final long serialVersionUID = 1L;

        @Override
        public Component getTreeCellRendererComponent(JTree t, Object value, boolean sel, boolean expanded, boolean leaf,
                                                      int row, boolean focus) {
            super.getTreeCellRendererComponent(t, value, sel, expanded, leaf, row, focus);
            setToolTipText(null);
            if (value instanceof DefaultMutableTreeNode n && n.getUserObject() instanceof Item item) {
                if (item.scenario() == null) {
                    setText("\u26A0 " + item.file().replaceAll(".*/", ""));
                    setToolTipText(item.problems().isEmpty() ? null : item.problems().get(0).toString());
                } else {
                    Settings.Progress p = settings.progress(item.scenario().id());
                    String mark = switch (p) {
                        case NOT_TRIED -> "\u25CB ";
                        case DONE -> "\u25D0 ";
                        case DONE_WITHOUT_HINTS -> "\u25CF ";
                    };
                    setText(mark + item.scenario().title() + "  (level " + item.scenario().level() + ")");
                    setToolTipText(item.scenario().goal() + " — " + switch (p) {
                        case NOT_TRIED -> "not tried yet";
                        case DONE -> "done, with hints";
                        case DONE_WITHOUT_HINTS -> "done without hints";
                    });
                }
            }
            return this;
        }
    }
}
