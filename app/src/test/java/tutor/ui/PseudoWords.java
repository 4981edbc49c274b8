package tutor.ui;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.border.Border;
import javax.swing.border.CompoundBorder;
import javax.swing.border.TitledBorder;
import tutor.rules.edition.Board;
import tutor.rules.edition.ColorGroup;
import tutor.rules.edition.Deed;
import tutor.rules.edition.Space;
import tutor.rules.state.GameState;
import tutor.rules.state.PlayerState;
import tutor.ui.model.LibraryItem;
import tutor.ui.model.TutorModel;

/**
 * How the made-up language's checks read the window ({@link tutor.text.Texts#PSEUDO}: every text of the bundles
 * accented and bracketed "⟪...⟫"): every menu, label, button, tooltip, accessible name, column, tab, title, list row
 * and chart word must carry the brackets or be data (names of squares, deeds and players, the scenarios' own texts,
 * sums, rule ids). Call on the event thread.
 */
public final class PseudoWords {

    private PseudoWords() {
    }

    /** A run of two letters or more: a word. */
    static final Pattern WORD = Pattern.compile("\\p{L}{2,}");
    /** What the bundles' texts look like in the made-up language; or its start, where a chart shortened it with an ellipsis to fit (ChartFit). */
    static final Pattern PSEUDO_TEXT = Pattern.compile("\u27EA[^\u27EA\u27EB]*(\u27EB|\u2026$)");
    private static final Pattern RULE_ID = Pattern.compile("\\b[a-z][a-z0-9-]*(\\.[a-z0-9-]+)+\\b");
    private static final Pattern HTML_TAG = Pattern.compile("<[^>]*>|&[a-z]+;|&#\\d+;");

    /** What the tutor shows that is not its own words: the open position's names, the library's files and titles. */
    public static Set<String> data(TutorModel model) {
        Set<String> d = new LinkedHashSet<>();
        if (model.activity() != null) {
            GameState s = model.activity().state();
            Board board = s.board();
            for (Space sp : board.spaces()) {
                d.add(sp.name());
                String name = s.table().space(sp.index(), model.dataLanguage());
                d.add(name);
                // As printed on a narrow space: the US board abbreviates its avenues and railroads.
                d.add(name.replace("Avenue", "Ave.").replace("Railroad", "RR"));
            }
            for (Deed deed : board.deeds()) {
                d.add(deed.name());
            }
            for (ColorGroup g : board.groups()) {
                d.add(g.name());
                d.add(s.table().group(g.index(), model.dataLanguage()));
            }
            for (PlayerState p : s.players()) {
                d.add(p.name());
            }
            d.add(model.activity().title());
            d.add(board.title());
        }
        for (LibraryItem item : model.library()) {
            d.add(item.file());
            if (item.loaded()) {
                d.add(item.scenario().title());
            }
        }
        d.removeIf(x -> x == null || x.isBlank());
        return d;
    }

    /** The words of every chart inside a component: titles, axis titles and series names. */
    public static List<String> chartWords(Component root) {
        List<String> words = new ArrayList<>();
        ComponentWalk.visit(root, c -> {
            if (c instanceof org.knowm.xchart.XChartPanel<?> panel && c.isShowing()) {
                org.knowm.xchart.internal.chartpart.Chart<?, ?> chart = panel.getChart();
                words.add(nz(chart.getTitle()));
                words.add(nz(chart.getXAxisTitle()));
                words.add(nz(chart.getYAxisTitle()));
                words.addAll(chart.getSeriesMap().keySet());
            }
        });
        return words;
    }

    /** Every item of every menu, shown or not. */
    public static List<String> menus(JMenuBar bar, Set<String> data) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < bar.getMenuCount(); i++) {
            menu(bar.getMenu(i), data, out);
        }
        return out;
    }

    private static void menu(JMenu m, Set<String> data, List<String> out) {
        out.addAll(notPseudo("menu " + m.getName(), List.of(nz(m.getText()), nz(m.getToolTipText())), data));
        for (Component c : m.getMenuComponents()) {
            if (c instanceof JMenu sub) {
                menu(sub, data, out);
            } else if (c instanceof AbstractButton item) {
                String name = nz(item.getName());
                // Each language is listed by its own name, for whoever reads only that one.
                if (name.startsWith("view.language.")) {
                    continue;
                }
                // Recent files are listed by their file names and scenario titles: data.
                out.addAll(notPseudo("menu item " + name, List.of(nz(item.getText()), nz(item.getToolTipText()),
                        nz(item.getAccessibleContext().getAccessibleName())), data));
            }
        }
    }

    /**
     * The words of every component showing in the window (the main window, the lab, a dialog): texts, text areas,
     * progress texts, tooltips, accessible names, border titles, tabs, combo items as drawn, list rows, and tables'
     * headings and cells as drawn.
     */
    public static List<String> shown(Container root, Set<String> data) {
        List<String> out = new ArrayList<>();
        visit(root, c -> {
            if (!c.isShowing()) {
                return;
            }
            String where = where(c);
            List<String> texts = new ArrayList<>();
            if (c instanceof JLabel l) {
                texts.add(nz(l.getText()));
            }
            if (c instanceof AbstractButton b) {
                texts.add(nz(b.getText()));
            }
            if (c instanceof javax.swing.JTextArea a) {
                texts.add(nz(a.getText()));
            }
            if (c instanceof javax.swing.JProgressBar p && p.isStringPainted()) {
                texts.add(nz(p.getString()));
            }
            if (c instanceof javax.swing.JComboBox<?> box) {
                texts.addAll(items(box));
            }
            if (c instanceof JComponent j) {
                texts.add(nz(j.getToolTipText()));
                texts.add(nz(j.getAccessibleContext().getAccessibleName()));
                if (!(j instanceof javax.swing.JEditorPane)) { // an editor's description is its content type
                    texts.add(nz(j.getAccessibleContext().getAccessibleDescription()));
                }
                titles(j.getBorder(), texts);
            }
            if (c instanceof JTabbedPane tabs) {
                for (int i = 0; i < tabs.getTabCount(); i++) {
                    texts.add(nz(tabs.getTitleAt(i)));
                    texts.add(nz(tabs.getToolTipTextAt(i)));
                }
            }
            if (c instanceof JTable t) {
                if (t.getTableHeader() != null) {
                    texts.add(nz(t.getTableHeader().getToolTipText()));
                }
                for (int i = 0; i < t.getColumnCount(); i++) {
                    texts.add(t.getColumnName(i));
                    texts.add(String.valueOf(t.getColumnModel().getColumn(i).getHeaderValue()));
                }
                // The cells as drawn: names, levels and numbers (a number shows no word).
                for (int r = 0; r < t.getRowCount(); r++) {
                    for (int k = 0; k < t.getColumnCount(); k++) {
                        if (t.prepareRenderer(t.getCellRenderer(r, k), r, k) instanceof JLabel l) {
                            texts.add(nz(l.getText()));
                        }
                    }
                }
            }
            if (c instanceof JList<?> list) {
                texts.addAll(rows(list));
            }
            out.addAll(notPseudo(where, texts, data));
        });
        return out;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static List<String> items(javax.swing.JComboBox box) {
        List<String> texts = new ArrayList<>();
        JList list = new JList();
        for (int i = 0; i < box.getItemCount(); i++) {
            Component r = box.getRenderer().getListCellRendererComponent(list, box.getItemAt(i), i, false, false);
            if (r instanceof JLabel l) {
                texts.add(nz(l.getText()));
            }
        }
        return texts;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static List<String> rows(JList list) {
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < list.getModel().getSize(); i++) {
            Component r = list.getCellRenderer().getListCellRendererComponent(list, list.getModel().getElementAt(i), i, false, false);
            if (r instanceof JLabel l) {
                texts.add(nz(l.getText()));
                texts.add(nz(l.getToolTipText()));
            }
        }
        return texts;
    }

    private static void titles(Border b, List<String> texts) {
        if (b instanceof TitledBorder t) {
            texts.add(nz(t.getTitle()));
            titles(t.getBorder(), texts);
        } else if (b instanceof CompoundBorder c) {
            titles(c.getOutsideBorder(), texts);
            titles(c.getInsideBorder(), texts);
        }
    }

    /**
     * The texts with a word of their own: what is left once the bundles' bracketed texts, the data, rule ids and
     * HTML markup are taken out.
     */
    public static List<String> notPseudo(String where, List<String> texts, Set<String> data) {
        return notPseudo(where, texts, data, false);
    }

    /** The same, where a text of the rule data (a card's words) may stand on its own. */
    public static List<String> notPseudo(String where, List<String> texts, Set<String> data, boolean rulebookAlone) {
        List<String> out = new ArrayList<>();
        for (String text : texts) {
            String rest = HTML_TAG.matcher(nz(text)).replaceAll(" ");
            // Innermost first: a bundle's text with another's inside ("⟪1. ⟪Scripted reply⟫: ...⟫").
            for (String before = ""; !before.equals(rest); ) {
                before = rest;
                rest = PSEUDO_TEXT.matcher(rest).replaceAll(" ");
            }
            boolean mixed = !rest.equals(HTML_TAG.matcher(nz(text)).replaceAll(" "));
            for (String d : data.stream().sorted((a, b) -> b.length() - a.length()).toList()) {
                rest = rest.replace(d, " ");
            }
            rest = RULE_ID.matcher(rest).replaceAll(" ");
            // Beside the window's own words, a ruling's or a refusal's reason as the rulebook words it.
            if (WORD.matcher(rest).find() && !((mixed || rulebookAlone) && ofTheRulebook(rest))) {
                out.add(where + ": \"" + text + "\"");
            }
        }
        return out;
    }

    private static Set<String> rulebookWords;

    /**
     * Whether every word is one the rule data uses (the English rulebook, its step templates, the boards and their
     * decks): the rulings, refusals and cards the window shows beside its own words are data, worded by the rulebook.
     */
    private static boolean ofTheRulebook(String text) {
        if (rulebookWords == null) {
            Set<String> words = new java.util.HashSet<>();
            for (String file : List.of("rulebook/en.yaml", "rulebook/en-messages.yaml", "boards/classic-us.yaml",
                    "boards/decks-us-2008.yaml", "boards/decks-us-pre2008.yaml")) {
                try (var in = PseudoLanguageIT.class.getResourceAsStream("/tutor/" + file)) {
                    var m = WORD.matcher(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
                    while (m.find()) {
                        words.add(m.group().toLowerCase(java.util.Locale.ROOT));
                    }
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
            rulebookWords = words;
        }
        var m = WORD.matcher(text);
        while (m.find()) {
            if (!rulebookWords.contains(m.group().toLowerCase(java.util.Locale.ROOT))) {
                return false;
            }
        }
        return true;
    }

    private static String where(Component c) {
        return ComponentWalk.where(c);
    }

    private static void visit(Component c, java.util.function.Consumer<Component> f) {
        ComponentWalk.visit(c, f);
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }
}
