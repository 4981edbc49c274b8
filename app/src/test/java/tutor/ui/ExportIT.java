package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.text.PDFTextStripper;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.Test;
import tutor.export.RulingExport.Kind;

/**
 * File > Export writes the ruling being read, the whole scenario's rulings and the dispute desk's comparison as
 * Markdown, an HTML page and a PDF (one page for a ruling), on a worker thread, and says where in the status line.
 */
class ExportIT extends AbstractTutorIT {

    private Path export(Exports.What what, Kind kind, Path out) throws Exception {
        javax.swing.SwingWorker<Path, Void> w = GuiActionRunner.execute(() -> frame.exportTo(what, kind, out));
        assertThat(w).as("something to export").isNotNull();
        assertThat(w.get()).isEqualTo(out);
        robot.waitForIdle();
        return out;
    }

    /** The names File > Export suggests follow the window's language, as the handout's do (they were English in all three). */
    @Test
    void theSuggestedFileNamesAreInTheWindowsLanguage() {
        openScenario("jail-third-failed-throw");
        playExpected(2);
        java.util.Map<String, java.util.List<String>> expected = java.util.Map.of(
                "en", java.util.List.of("-ruling-1", "-rulings", "-comparison"),
                "fr", java.util.List.of("-décision-1", "-décisions", "-comparaison"),
                "ru", java.util.List.of("-решение-1", "-решения", "-сравнение"));
        for (String language : java.util.List.of("fr", "ru", "en")) {
            GuiActionRunner.execute(() -> model().setLanguage(language));
            java.util.List<String> names = GuiActionRunner.execute(() -> java.util.List.of(frame.exportFileName(Exports.What.RULING),
                    frame.exportFileName(Exports.What.SCENARIO), frame.exportFileName(Exports.What.COMPARISON)));
            assertThat(names).as(language).containsExactly(expected.get(language).stream()
                    .map(tail -> "jail-third-failed-throw" + tail).toArray(String[]::new));
        }
    }

    @Test
    void theRulingTheScenarioAndTheComparisonAreExportedInEveryFormat() throws Exception {
        Path dir = Files.createTempDirectory("tutor-export");
        openScenario("jail-third-failed-throw");
        // Nothing read yet, nothing compared: each is said, not written.
        assertThat(GuiActionRunner.execute(() -> frame.exportTo(Exports.What.RULING, Kind.MD, dir.resolve("none.md")))).isNull();
        assertThat(frame.lastNotice()).isEqualTo("Nothing to export: no ruling is being read. Make a move first.");
        assertThat(GuiActionRunner.execute(() -> frame.exportTo(Exports.What.COMPARISON, Kind.MD, dir.resolve("none.md")))).isNull();
        assertThat(frame.lastNotice()).isEqualTo("Nothing to export: compare on the dispute desk (Ctrl+2) first.");
        playExpected(2); // Ann throws 2+3 and pays the forced $50
        tutor.trace.RuleEntry fine = tutor.data.Bundle.get().rulebook("en").rule("jail.exit.forced-fine").orElseThrow();

        // Through the menu and the file chooser: the ruling as Markdown.
        window.menuItem("menu.file").click();
        window.menuItem("menu.export").click();
        window.menuItem("menu.export.ruling").click();
        window.menuItem("menu.export.ruling.md").click();
        JFileChooserFixture chooser = window.fileChooser();
        Path md = dir.resolve("ruling.md");
        chooser.setCurrentDirectory(dir.toFile());
        chooser.fileNameTextBox().setText("ruling");
        chooser.approve();
        waitFor("the export", () -> Files.exists(md) && frame.lastNotice().startsWith("Exported to"));
        assertThat(frame.lastNotice()).isEqualTo("Exported to " + md);
        assertThat(Files.readString(md)).startsWith("# The third failed throw in Jail\n\n## Ruling 1: Ann throws the dice")
                .contains("$50")
                // What the ruling pane shows: the rule's own words, where the rulebooks say so, the edition, and the footer;
                // never the rule's id (it once read "Ending a turn turn.end Ann ends the turn" and nothing more).
                .contains("**The rule: " + fine.title() + ".** " + fine.text().strip().replaceAll("\\s*\\n\\s*", " "))
                .contains("Hasbro US rules, long form (as printed in the Boutique Edition, 2007), Jail")
                .contains("Applied under Classic (US long-form rules)")
                .contains("an independent teaching aid")
                .doesNotContain("jail.exit.forced-fine");

        assertThat(Files.readString(export(Exports.What.RULING, Kind.HTML, dir.resolve("ruling.html"))))
                .startsWith("<!DOCTYPE html>").contains("Ruling 1: Ann throws the dice").contains("$50");
        try (var doc = Loader.loadPDF(export(Exports.What.RULING, Kind.PDF, dir.resolve("ruling.pdf")).toFile())) {
            assertThat(doc.getNumberOfPages()).as("a ruling prints on one page").isEqualTo(1);
            assertThat(new PDFTextStripper().getText(doc)).contains("Ann throws the dice").contains("$50").contains(fine.title())
                    .contains("an independent teaching aid");
        }

        // The whole scenario's rulings, as explain --export writes them.
        assertThat(Files.readString(export(Exports.What.SCENARIO, Kind.MD, dir.resolve("scenario.md"))))
                .startsWith("# The third failed throw in Jail").contains("$50");

        // The dispute desk's comparison of the last move.
        GuiActionRunner.execute(() -> frame.compareLastMove());
        robot.waitForIdle();
        String compared = Files.readString(export(Exports.What.COMPARISON, Kind.MD, dir.resolve("comparison.md")));
        assertThat(compared).startsWith("# Dispute desk: The third failed throw in Jail").contains("## Ann throws the dice")
                .contains("**Classic (US long-form rules):**");
        try (var doc = Loader.loadPDF(export(Exports.What.COMPARISON, Kind.PDF, dir.resolve("comparison.pdf")).toFile())) {
            assertThat(doc.getNumberOfPages()).isEqualTo(1);
        }
        assertThat(onEdt(() -> frame.statusText())).startsWith("Exported to");
    }
}
