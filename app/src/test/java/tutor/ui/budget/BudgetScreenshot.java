package tutor.ui.budget;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.swing.SwingUtilities;

/**
 * A screenshot of the Budget screen, for the README and for looking at it as a user would:
 * {@code BudgetScreenshot out.png 1024 768 [Returns|Charts|Run games] [light|dark|projector] [edition] [games to run] [en|fr|ru] [run's view: 0-3]}.
 * Needs a display (Xvfb).
 */
public final class BudgetScreenshot {

    private BudgetScreenshot() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]);
        int width = Integer.parseInt(args[1]);
        int height = Integer.parseInt(args[2]);
        String tab = args.length > 3 ? args[3] : "Returns";
        tutor.ui.Theme theme = tutor.ui.Theme.named(args.length > 4 ? args[4] : "light", false);
        String edition = args.length > 5 ? args[5] : "classic";
        int games = args.length > 6 ? Integer.parseInt(args[6]) : 0;
        String language = args.length > 7 ? args[7] : "en";
        BudgetFrame[] frame = new BudgetFrame[1];
        SwingUtilities.invokeAndWait(() -> {
            theme.apply();
            frame[0] = new BudgetFrame(language);
            frame[0].setSize(width, height);
            frame[0].setLocation(0, 0);
            frame[0].setVisible(true);
        });
        SwingUtilities.invokeAndWait(() -> {
            javax.swing.JComboBox<?> box = find(frame[0], "budget.edition", javax.swing.JComboBox.class);
            box.setSelectedItem(edition);
            frame[0].showTab(tab);
            frame[0].returnsPanel().table().setRowSelectionInterval(0, 0);
            // The dearest colour group with a hotel (Dark Blue on the US board), found by its data, whatever the language.
            int hotel = -1;
            java.util.List<tutor.analysis.ReturnRow> rows = frame[0].lab().returns();
            for (int m = 0; m < rows.size(); m++) {
                if (rows.get(m).kind() == tutor.analysis.ReturnRow.Kind.GROUP && rows.get(m).level().equals("hotel")) {
                    hotel = frame[0].returnsPanel().table().convertRowIndexToView(m);
                }
            }
            if (hotel >= 0) {
                frame[0].returnsPanel().table().setRowSelectionInterval(hotel, hotel);
                frame[0].returnsPanel().table().scrollRectToVisible(frame[0].returnsPanel().table().getCellRect(hotel, 0, true));
            }
        });
        if (games > 0) {
            SwingUtilities.invokeAndWait(() -> {
                find(frame[0], "budget.simulate.games", javax.swing.JSpinner.class).setValue(games);
                find(frame[0], "budget.simulate.run", javax.swing.JButton.class).doClick();
            });
            for (int i = 0; i < 600 && frame[0].simulationPanel().report() == null; i++) {
                Thread.sleep(100);
            }
        }
        if (args.length > 8) {
            // Which of a run's views to show: 0 the strategies, 1 the records, 2 the wins, 3 the net worth.
            SwingUtilities.invokeAndWait(() -> find(frame[0], "budget.simulate.results", javax.swing.JTabbedPane.class)
                    .setSelectedIndex(Integer.parseInt(args[8])));
        }
        Thread.sleep(600);
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        SwingUtilities.invokeAndWait(() -> {
            java.awt.Graphics2D g = img.createGraphics();
            frame[0].getRootPane().paint(g);
            g.dispose();
        });
        ImageIO.write(img, "png", out.toFile());
        SwingUtilities.invokeAndWait(() -> frame[0].dispose());
        System.exit(0);
    }

    static <T> T find(java.awt.Container root, String name, Class<T> type) {
        for (java.awt.Component c : root.getComponents()) {
            if (name.equals(c.getName()) && type.isInstance(c)) {
                return type.cast(c);
            }
            if (c instanceof java.awt.Container k) {
                T t = find(k, name, type);
                if (t != null) {
                    return t;
                }
            }
        }
        if (root instanceof javax.swing.JFrame f) {
            return find(f.getContentPane(), name, type);
        }
        return null;
    }
}
