package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.swing.JMenuItem;
import javax.swing.SwingUtilities;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.Test;
import tutor.text.Texts;
import tutor.ui.board.BoardView;
import tutor.play.GameActivity;

/**
 * The made-up language ({@link Texts#PSEUDO}) on the screens and dialogs {@link PseudoLanguageIT} does not open:
 * the Play screen (the new-game form with its editions and house rules, a game under way with its bar and coach,
 * the summary of a finished game and its chart), the position editor with its printed board and editions, and the
 * dialogs: a bid, the learner's name, and the file chooser, whose OK, Cancel, labels and buttons Swing would
 * otherwise word in its own English. Every text is the bundles' (bracketed) or data.
 */
class PseudoLanguageScreensIT extends AbstractTutorIT {

    @Override
    protected String language() {
        return Texts.PSEUDO;
    }

    @Override
    protected java.awt.Dimension size() {
        return new java.awt.Dimension(1024, 768);
    }

    private List<String> walk(Set<String> data) {
        return onEdt(() -> PseudoWords.shown(frame.getRootPane(), data));
    }

    @Test
    void thePlayScreenAGameAndItsSummarySpeakTheTestsLanguage() {
        List<String> english = new ArrayList<>();
        onEdt(() -> {
            frame.showScreen("play");
            return null;
        });
        robot.waitForIdle();
        english.addAll(walk(onEdt(() -> PseudoWords.data(model()))));
        // The editions and house rules are offered by their names in the language, not their data titles.
        List<String> editions = onEdt(() -> {
            @SuppressWarnings("unchecked")
            javax.swing.JComboBox<Object> box = (javax.swing.JComboBox<Object>) window.comboBox("play.edition").target();
            List<String> shown = new ArrayList<>();
            for (int i = 0; i < box.getItemCount(); i++) {
                javax.swing.JLabel r = (javax.swing.JLabel) box.getRenderer().getListCellRendererComponent(new javax.swing.JList<>(),
                        box.getItemAt(i), i, false, false);
                shown.add(r.getText());
            }
            return shown;
        });
        assertThat(editions).hasSizeGreaterThan(10);
        english.addAll(PseudoWords.notPseudo("play.edition", editions, Set.of()));

        // A game: Ann, a person, against two computers, the coach on its tab.
        onEdt(() -> {
            frame.play().newGame("classic", List.of("person", "buy-all", "trader"), 7);
            frame.gameBar().pacer().pause();
            return null;
        });
        robot.waitForIdle();
        window.tabbedPane("tabs").selectTab(onEdt(() -> Texts.of("play", Texts.PSEUDO).get("coach.title")));
        window.checkBox("play.coach.on").check();
        robot.waitForIdle();
        Set<String> data = onEdt(() -> PseudoWords.data(model()));
        english.addAll(walk(data));
        english.addAll(PseudoWords.notPseudo("game title", List.of(onEdt(() -> model().activity().title())), Set.of()));

        // Played to its end by the computers: the summary, its table and its chart.
        onEdt(() -> {
            GameActivity g = (GameActivity) model().activity();
            // Ann's seat handed to the computer too: every move is then one the strategies know to be legal.
            g.game().seat(0, tutor.play.game.Seat.computer(tutor.sim.Strategies.parse("buy-all")));
            while (!g.game().over() && g.game().turns() < 400 && g.computerMove() != null) {
                // played on
            }
            model().activityMoved();
            frame.play().showSummary();
            frame.showScreen("play");
            return null;
        });
        robot.waitForIdle();
        english.addAll(walk(data));
        List<String> chart = onEdt(() -> PseudoWords.chartWords(frame.getRootPane()));
        assertThat(chart).as("the summary's net-worth chart").isNotEmpty();
        english.addAll(PseudoWords.notPseudo("summary chart", chart, data));

        assertThat(english).as("texts shown without the made-up language's brackets, nor data").isEmpty();
    }

    @Test
    void theEditorAndItsBoardSpeakTheTestsLanguage() {
        onEdt(() -> {
            frame.showScreen("editor");
            return null;
        });
        robot.waitForIdle();
        Set<String> data = onEdt(() -> {
            Set<String> d = PseudoWords.data(model());
            // The editor's own table: the classic board's names and the players it starts with.
            d.addAll(List.of("Ann", "Ben", "Cat"));
            var table = tutor.data.Bundle.get().table("classic", List.of("Ann", "Ben"));
            for (var sp : table.board().spaces()) {
                d.add(sp.name());
                d.add(sp.name().replace("Avenue", "Ave.").replace("Railroad", "RR"));
            }
            return d;
        });
        List<String> english = new ArrayList<>(walk(data));
        BoardView board = (BoardView) robot.finder().findByName(frame, "editor.board", true);
        List<String> printed = onEdt(() -> {
            List<String> words = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                words.add(String.join(" ", board.printed(i)).replace("- ", ""));
            }
            words.addAll(board.centreWords());
            return words;
        });
        assertThat(printed).as("the editor's printed board").isNotEmpty();
        english.addAll(PseudoWords.notPseudo("editor board", printed, data));
        english.addAll(PseudoWords.notPseudo("editor edition", List.of(onEdt(() ->
                String.valueOf(window.comboBox("editor.edition").target().getSelectedItem()))), Set.of()));
        assertThat(english).as("texts shown without the made-up language's brackets, nor data").isEmpty();
    }

    @Test
    void dialogsSpeakTheTestsLanguageSwingsOwnButtonsIncluded() throws Exception {
        List<String> english = new ArrayList<>();
        // A bid: the Bank auctions the last houses and Ann bids first.
        openScenario("shortage-last-houses");
        Set<String> data = onEdt(() -> PseudoWords.data(model()));
        window.button("action.bid").click();
        DialogFixture bid = window.dialog();
        english.addAll(onEdt(() -> PseudoWords.shown(((javax.swing.JDialog) bid.target()).getRootPane(), data)));
        english.addAll(PseudoWords.notPseudo("bid title", List.of(onEdt(() -> bid.target().getTitle())), data));
        assertThat(buttons(bid.target())).as("the dialog's buttons, OK and Cancel included, in the made-up language")
                .hasSizeGreaterThanOrEqualTo(2).allMatch(b -> b.startsWith("\u27EA"));
        bid.close();

        // The learner's name, a JOptionPane input dialog: its OK and Cancel too.
        JMenuItem learner = (JMenuItem) window.menuItem("menu.learner").target();
        SwingUtilities.invokeLater(learner::doClick);
        DialogFixture who = window.dialog();
        // An option pane shows its message a line to a label: the message is read whole, the lines left out.
        english.addAll(onEdt(() -> PseudoWords.shown(((javax.swing.JDialog) who.target()).getRootPane(), data)).stream()
                .filter(w -> !w.contains("OptionPane.label (JLabel)")).toList());
        javax.swing.JOptionPane pane = (javax.swing.JOptionPane) robot.finder().findByType(who.target(), javax.swing.JOptionPane.class, true);
        english.addAll(PseudoWords.notPseudo("learner message", List.of(onEdt(() -> String.valueOf(pane.getMessage()))), data));
        english.addAll(PseudoWords.notPseudo("learner title", List.of(onEdt(() -> who.target().getTitle())), data));
        assertThat(buttons(who.target())).as("the learner dialog's OK and Cancel").hasSizeGreaterThanOrEqualTo(2)
                .allMatch(b -> b.startsWith("\u27EA"));
        who.close();

        // File > Open: the file chooser, in an empty folder (its path is data).
        Path empty = lastFolderEmpty("tutor-pseudo-open");
        JMenuItem open = (JMenuItem) window.menuItem("menu.open").target();
        SwingUtilities.invokeLater(open::doClick);
        JFileChooserFixture chooser = window.fileChooser();
        Set<String> withFolder = new java.util.LinkedHashSet<>(data);
        for (Path p = empty; p != null; p = p.getParent()) {
            withFolder.add(p.toString());
            if (p.getFileName() != null) {
                withFolder.add(p.getFileName().toString());
            }
        }
        english.addAll(onEdt(() -> PseudoWords.shown(chooser.target(), withFolder)));
        english.addAll(PseudoWords.notPseudo("chooser title", List.of(onEdt(() -> chooser.target().getDialogTitle())), withFolder));
        assertThat(onEdt(() -> chooser.target().getUI().getApproveButtonText(chooser.target()))).startsWith("\u27EA");
        chooser.cancel();

        assertThat(english).as("dialog texts without the made-up language's brackets, nor data").isEmpty();
    }

    @Test
    void theDebtDialogAndTheExportChooserSpeakTheTestsLanguage() throws Exception {
        List<String> english = new ArrayList<>();
        // A debt: Ann owes the forced Jail fine with too little cash, and raises the money through its dialog.
        openScenario("jail-cannot-afford-fine"); // the scripted throw is made: Ann is asked what to do with her debt
        Set<String> data = onEdt(() -> PseudoWords.data(model()));
        window.button("action.raise").requireEnabled().click();
        DialogFixture raise = window.dialog();
        // Each way to raise the money is a move as the rulebook words it (data here, as in every pick dialog).
        english.addAll(onEdt(() -> PseudoWords.shown(((javax.swing.JDialog) raise.target()).getRootPane(), data)).stream()
                .filter(w -> !w.contains("dialog.raise (JComboBox)")).toList());
        english.addAll(PseudoWords.notPseudo("raise ways", onEdt(() -> {
            javax.swing.JComboBox<?> ways = raise.comboBox("dialog.raise").target();
            List<String> items = new ArrayList<>();
            for (int i = 0; i < ways.getItemCount(); i++) {
                items.add(String.valueOf(ways.getItemAt(i)));
            }
            return items;
        }), data, true));
        english.addAll(PseudoWords.notPseudo("raise title", List.of(onEdt(() -> raise.target().getTitle())), data));
        assertThat(onEdt(() -> raise.comboBox("dialog.raise").target().getItemCount())).as("the ways to raise the fine").isPositive();
        assertThat(buttons(raise.target())).as("the debt dialog's OK and Cancel").hasSizeGreaterThanOrEqualTo(2)
                .allMatch(b -> b.startsWith("\u27EA"));
        raise.close();

        // File > Export > Ruling > Markdown: the save chooser, in an empty folder (its path is data).
        lastFolderEmpty("tutor-pseudo-export");
        window.menuItem("menu.file").click();
        window.menuItem("menu.export").click();
        window.menuItem("menu.export.ruling").click();
        window.menuItem("menu.export.ruling.md").click();
        JFileChooserFixture chooser = window.fileChooser();
        Set<String> withFolder = new java.util.LinkedHashSet<>(data);
        // The folder it opens in (the last one, or the home folder) is data, with every folder above it.
        for (Path p = onEdt(() -> chooser.target().getCurrentDirectory().toPath()); p != null; p = p.getParent()) {
            withFolder.add(p.toString());
            if (p.getFileName() != null) {
                withFolder.add(p.getFileName().toString());
            }
        }
        // The file name the chooser proposes is the tutor's (a file name, data).
        withFolder.add(onEdt(() -> chooser.fileNameTextBox().target().getText()));
        english.addAll(onEdt(() -> PseudoWords.shown(chooser.target(), withFolder)));
        english.addAll(PseudoWords.notPseudo("export title", List.of(onEdt(() -> chooser.target().getDialogTitle())), withFolder));
        assertThat(onEdt(() -> chooser.target().getUI().getApproveButtonText(chooser.target()))).startsWith("\u27EA");
        chooser.cancel();

        assertThat(english).as("debt and export dialog texts without the made-up language's brackets, nor data").isEmpty();
    }

    /** A new empty folder, made the one the file choosers open in. */
    private Path lastFolderEmpty(String prefix) throws java.io.IOException {
        Path empty = Files.createTempDirectory(prefix);
        onEdt(() -> {
            model().settings().put("lastFolder", empty.toString());
            return null;
        });
        return empty;
    }

    /** The texts of the buttons showing in a dialog. */
    private List<String> buttons(java.awt.Container dialog) {
        return onEdt(() -> {
            List<String> texts = new ArrayList<>();
            ComponentWalk.visit(dialog, c -> {
                if (c.isShowing() && c instanceof javax.swing.AbstractButton b && b.getText() != null && !b.getText().isBlank()) {
                    texts.add(b.getText());
                }
            });
            return texts;
        });
    }
}
