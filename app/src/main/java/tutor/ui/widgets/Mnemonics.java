package tutor.ui.widgets;

import java.awt.event.KeyEvent;
import javax.swing.AbstractButton;
import javax.swing.Action;
import javax.swing.JLabel;
import javax.swing.JTabbedPane;

/**
 * Labels whose mnemonic is marked in their text, so each language chooses its own letter: "&amp;File",
 * "&amp;Fichier", "&amp;Файл". The &amp; goes before the underlined letter; "&amp;&amp;" is an ampersand. A Cyrillic
 * letter is an extended key code, so Alt and that letter work with a Russian keyboard layout.
 */
public final class Mnemonics {

    private Mnemonics() {
    }

    /** A text with its mnemonic marker taken out, and where the marker stood (-1 for none). */
    public record Marked(String text, int index) {

        /** The key code of the marked letter, or 0 when there is none. */
        public int key() {
            return index < 0 ? 0 : KeyEvent.getExtendedKeyCodeForChar(Character.toLowerCase(text.charAt(index)));
        }
    }

    /** Reads a label: "Open &amp;recent" is "Open recent" with the mnemonic on the r. */
    public static Marked parse(String label) {
        StringBuilder b = new StringBuilder(label.length());
        int index = -1;
        for (int i = 0; i < label.length(); i++) {
            char c = label.charAt(i);
            if (c == '&' && i + 1 < label.length()) {
                char next = label.charAt(i + 1);
                if (next == '&') {
                    b.append('&');
                    i++;
                    continue;
                }
                if (index < 0 && Character.isLetterOrDigit(next)) {
                    index = b.length();
                    continue;
                }
            }
            b.append(c);
        }
        return new Marked(b.toString(), index);
    }

    /** The label without its marker. */
    public static String plain(String label) {
        return parse(label).text();
    }

    /** Sets a button's or menu's text and mnemonic from a marked label. */
    public static void apply(AbstractButton b, String label) {
        Marked m = parse(label);
        b.setText(m.text());
        b.setMnemonic(m.key());
        if (m.index() >= 0) {
            b.setDisplayedMnemonicIndex(m.index());
        }
    }

    /** Sets an action's name and mnemonic from a marked label (the buttons and menu items made from it follow). */
    public static void apply(Action a, String label) {
        Marked m = parse(label);
        a.putValue(Action.NAME, m.text());
        a.putValue(Action.MNEMONIC_KEY, m.key());
        a.putValue(Action.DISPLAYED_MNEMONIC_INDEX_KEY, m.index());
    }

    /** Sets a label's text and the mnemonic that moves the focus to its component. */
    public static void apply(JLabel l, String label) {
        Marked m = parse(label);
        l.setText(m.text());
        l.setDisplayedMnemonic(m.key());
        if (m.index() >= 0) {
            l.setDisplayedMnemonicIndex(m.index());
        }
    }

    /** Sets a tab's title and mnemonic. */
    public static void apply(JTabbedPane tabs, int tab, String label) {
        Marked m = parse(label);
        tabs.setTitleAt(tab, m.text());
        tabs.setMnemonicAt(tab, m.key());
        if (m.index() >= 0) {
            tabs.setDisplayedMnemonicIndexAt(tab, m.index());
        }
    }
}
