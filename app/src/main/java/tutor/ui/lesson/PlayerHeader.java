package tutor.ui.lesson;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Font;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;
import tutor.ui.widgets.WrappingLabel;

/**
 * The lesson player's top: back to the lessons, the lesson's title, the mode (with who is learning), the
 * lesson map, and Previous / Next, in the same place on every step. Where the window is wide enough they
 * share one row, so the step below keeps the height; otherwise the title and the mode take a first row and
 * the map and Previous / Next a second. The title wraps rather than being cut off.
 */
final class PlayerHeader extends JPanel {

    private static final long serialVersionUID = 1L;

    private final JButton back;
    private final WrappingLabel title;
    private final JLabel who;
    private final LessonMap map;
    private final JComponent nav;

    PlayerHeader(JButton back, WrappingLabel title, JLabel who, LessonMap map, JComponent nav) {
        this.back = back;
        this.title = title;
        this.who = who;
        this.map = map;
        this.nav = nav;
        setName("lesson.header");
        setLayout(new Rows());
        add(back);
        add(title);
        add(who);
        add(map);
        add(nav);
        titleFont();
    }

    @Override
    public void updateUI() {
        super.updateUI();
        titleFont();
    }

    /** The title a fifth larger than the theme's text, in bold (again after a theme switch). */
    private void titleFont() {
        Font f = UIManager.getFont("Label.font");
        if (title != null && f != null) {
            title.setFont(f.deriveFont(Font.BOLD, f.getSize2D() * 1.2f));
        }
    }

    private int gap() {
        return UIScale.scale(8);
    }

    /** The title's width on a shared row: its natural width, or wrapped to two lines where it is long. */
    private int sharedTitleWidth(int width) {
        int natural = natural(title);
        return Math.min(natural, Math.max(width / 4, natural / 2 + UIScale.scale(24)));
    }

    private static int natural(WrappingLabel l) {
        return l.getFontMetrics(l.getFont()).stringWidth(l.words()) + 4;
    }

    /** Whether everything fits on one row, the map at three fifths of its size or more. */
    private boolean oneRow(int width) {
        int fixed = back.getPreferredSize().width + sharedTitleWidth(width) + nav.getPreferredSize().width
                + who.getPreferredSize().width + 4 * gap();
        return width - fixed >= map.getPreferredSize().width * 3 / 5;
    }

    private int firstRowTitleWidth(int width) {
        return Math.max(1, width - back.getPreferredSize().width - who.getPreferredSize().width - 2 * gap());
    }

    private int heightAt(int width) {
        int controls = Math.max(back.getPreferredSize().height, Math.max(nav.getPreferredSize().height, map.getPreferredSize().height));
        if (oneRow(width)) {
            return Math.max(controls, title.heightAt(sharedTitleWidth(width)));
        }
        int first = Math.max(back.getPreferredSize().height, title.heightAt(firstRowTitleWidth(width)));
        int second = Math.max(nav.getPreferredSize().height, map.getPreferredSize().height);
        return first + gap() / 2 + second;
    }

    private static void centre(Component c, int x, int y, int width, int row) {
        int h = c.getPreferredSize().height;
        c.setBounds(x, y + (row - h) / 2, width, h);
    }

    private final class Rows extends HeightForWidthLayout {
        @Override
        int heightAt(Container parent, int width) {
            return PlayerHeader.this.heightAt(width);
        }

        /** Unsized, measured as if 900 px wide (a header laid out before its window is shown). */
        @Override
        Dimension unsized(Container parent) {
            int w = UIScale.scale(900);
            return new Dimension(w, heightAt(parent, w));
        }

        @Override
        public void layoutContainer(Container parent) {
            int w = parent.getWidth();
            Dimension b = back.getPreferredSize();
            Dimension m = who.getPreferredSize();
            Dimension n = nav.getPreferredSize();
            if (oneRow(w)) {
                int row = PlayerHeader.this.heightAt(w);
                centre(back, 0, 0, b.width, row);
                int tx = b.width + gap();
                int tw = sharedTitleWidth(w);
                title.wrapAt(tw);
                int th = title.heightAt(tw);
                title.setBounds(tx, (row - th) / 2, tw, th);
                int whoX = w - m.width;
                int navX = whoX - gap() - n.width;
                centre(nav, navX, 0, n.width, row);
                int mx = tx + tw + gap();
                centre(map, mx, 0, Math.min(map.getPreferredSize().width, navX - gap() - mx), row);
                centre(who, whoX, 0, m.width, row);
                return;
            }
            int tw = firstRowTitleWidth(w);
            title.wrapAt(tw);
            int first = Math.max(b.height, title.heightAt(tw));
            centre(back, 0, 0, b.width, first);
            title.setBounds(b.width + gap(), (first - title.heightAt(tw)) / 2, tw, title.heightAt(tw));
            centre(who, w - m.width, 0, m.width, first);
            int y = first + gap() / 2;
            int second = Math.max(n.height, map.getPreferredSize().height);
            centre(nav, w - n.width, y, n.width, second);
            centre(map, 0, y, Math.max(0, Math.min(map.getPreferredSize().width, w - n.width - gap())), second);
        }
    }
}
