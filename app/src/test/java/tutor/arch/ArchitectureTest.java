package tutor.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The engine and the trace stay pure, and dependencies point one way. */
class ArchitectureTest {

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("tutor");

    @Test
    void engineTraceAndSimulationImportNoSwingAwtOrYaml() {
        noClasses().that().resideInAnyPackage("tutor.rules..", "tutor.trace..", "tutor.sim..", "tutor.analysis..")
                .should().dependOnClassesThat().resideInAnyPackage("javax.swing..", "java.awt..", "org.yaml..")
                .check(CLASSES);
    }

    @Test
    void theTraceDependsOnNothingElseOfOurs() {
        noClasses().that().resideInAPackage("tutor.trace..")
                .should().dependOnClassesThat().resideInAnyPackage("tutor.rules..", "tutor.data..", "tutor.sim..",
                        "tutor.scenario..", "tutor.ui..", "tutor.cli..", "tutor.lesson..")
                .check(CLASSES);
    }

    @Test
    void theEngineDoesNotReachUpIntoLoadersOrViews() {
        noClasses().that().resideInAPackage("tutor.rules..")
                .should().dependOnClassesThat().resideInAnyPackage("tutor.data..", "tutor.sim..", "tutor.scenario..",
                        "tutor.ui..", "tutor.cli..", "tutor.lesson..", "tutor.text..")
                .because("the engine names rules and steps by id; the window's and command line's words are in tutor.text")
                .check(CLASSES);
    }

    @Test
    void theLabIsPureAndNeverReachesUp() {
        noClasses().that().resideInAPackage("tutor.analysis..")
                .should().dependOnClassesThat().resideInAnyPackage("tutor.data..", "tutor.scenario..", "tutor.ui..",
                        "tutor.cli..", "tutor.lesson..", "tutor.chart..", "java.io..", "java.nio..", "java.net..",
                        "java.text..")
                .check(CLASSES);
        noClasses().that().resideInAPackage("tutor.sim..")
                .should().dependOnClassesThat().resideInAnyPackage("tutor.data..", "tutor.ui..", "tutor.cli..",
                        "tutor.chart..", "java.io..", "java.nio..", "java.net..")
                .check(CLASSES);
    }

    @Test
    void theFreeGameIsPure() {
        // A free game, its pacing and its coach: no window, no files, no words of any language.
        noClasses().that().resideInAPackage("tutor.play.game..")
                .should().dependOnClassesThat().resideInAnyPackage("javax.swing..", "java.awt..", "org.yaml..", "java.io..",
                        "java.nio..", "java.net..", "java.text..", "com.ibm.icu..", "tutor.data..", "tutor.ui..", "tutor.cli..",
                        "tutor.chart..", "tutor.text..", "tutor.scenario..")
                .check(CLASSES);
    }

    @Test
    void theLessonModelIsPure() {
        // tutor.lesson itself (not its load subpackage): model, scoring, review, report, the run. No files, YAML or windows.
        noClasses().that().resideInAPackage("tutor.lesson")
                .should().dependOnClassesThat().resideInAnyPackage("javax.swing..", "java.awt..", "org.yaml..", "java.io..",
                        "java.nio..", "java.net..", "java.text..", "tutor.data..", "tutor.ui..", "tutor.cli..", "tutor.chart..",
                        "tutor.lesson.load..")
                .check(CLASSES);
    }

    @Test
    void theEngineDoesNoLocaleFormattingAndTheCommandLineNeverOpensTheWindow() {
        // Words, numbers and money are formatted for a language by the trace's renderers, never by the engine.
        noClasses().that().resideInAPackage("tutor.rules..")
                .should().dependOnClassesThat().resideInAnyPackage("java.text..", "com.ibm.icu..")
                .orShould().callMethod(String.class, "format", String.class, Object[].class)
                .check(CLASSES);
        noClasses().that().resideInAPackage("tutor.cli..")
                .should().dependOnClassesThat().resideInAPackage("tutor.ui..")
                .check(CLASSES);
    }

    @Test
    void theEngineDoesNoIo() {
        noClasses().that().resideInAnyPackage("tutor.rules..", "tutor.trace..")
                .should().dependOnClassesThat().resideInAnyPackage("java.io..", "java.nio..", "java.net..")
                .check(CLASSES);
    }

    @Test
    void theWindowsModelKnowsNoViewAndTheViewsNotTheShell() {
        noClasses().that().resideInAPackage("tutor.ui.model..")
                .should().dependOnClassesThat().resideInAnyPackage("tutor.ui", "tutor.ui.board..", "tutor.ui.library..",
                        "tutor.ui.ruling..", "tutor.ui.dispute..", "tutor.ui.situation..", "tutor.ui.players..",
                        "tutor.ui.actions..", "tutor.ui.widgets..")
                .because("the views listen to the model; the model never reaches into a view")
                .check(CLASSES);
        noClasses().that().resideInAnyPackage("tutor.ui.board..", "tutor.ui.library..", "tutor.ui.ruling..",
                        "tutor.ui.dispute..", "tutor.ui.situation..", "tutor.ui.players..", "tutor.ui.actions..",
                        "tutor.ui.widgets..")
                .should().dependOnClassesThat().resideInAPackage("tutor.ui")
                .because("TutorFrame is a shell that puts the views together; no view depends on it")
                .check(CLASSES);
    }

    @Test
    void theRulebookDataKnowsNoTableAndTheTableKnowsNoReferee() {
        // Layers inside the engine, bottom up: edition (what the rulebook says), state (the pieces on a table),
        // position (checks a scenario asks of a table), then the move rules and the referee on top.
        noClasses().that().resideInAPackage("tutor.rules.edition..")
                .should().dependOnClassesThat().resideInAnyPackage("tutor.rules", "tutor.rules.state..",
                        "tutor.rules.position..")
                .because("an edition is rulebook data; it must read the same whatever table it is used at")
                .check(CLASSES);
        noClasses().that().resideInAPackage("tutor.rules.state..")
                .should().dependOnClassesThat().resideInAnyPackage("tutor.rules", "tutor.rules.position..")
                .because("the table holds pieces and money; the rules that move them live above it")
                .check(CLASSES);
        noClasses().that().resideInAPackage("tutor.rules.position..")
                .should().dependOnClassesThat().resideInAPackage("tutor.rules")
                .because("a position check reads a table; it never asks the referee to rule")
                .check(CLASSES);
    }

    @Test
    void theClassSessionSitsBelowTheWindowAndTheCommandLineAndDecidesNoRule() {
        // tutor.classroom: above play, lesson and scenario, below ui and cli. No Swing: the window drives it.
        noClasses().that().resideInAPackage("tutor.classroom..")
                .should().dependOnClassesThat().resideInAnyPackage("tutor.ui..", "tutor.cli..", "javax.swing..", "java.awt..")
                .because("the class session runs headless (class serve) as well as under the window")
                .check(CLASSES);
        noClasses().that().resideInAnyPackage("tutor.rules..", "tutor.trace..", "tutor.sim..", "tutor.analysis..", "tutor.lesson..",
                        "tutor.scenario..", "tutor.play..", "tutor.data..", "tutor.text..")
                .should().dependOnClassesThat().resideInAPackage("tutor.classroom..")
                .because("the floors below the class session know nothing of it")
                .check(CLASSES);
        noClasses().that().resideInAnyPackage("tutor.rules..", "tutor.trace..", "tutor.lesson", "tutor.scenario..")
                .should().dependOnClassesThat().resideInAnyPackage("io.javalin..", "org.eclipse.jetty..", "java.sql..",
                        "org.flywaydb..", "com.google.zxing..")
                .check(CLASSES);
        noClasses().that().resideInAPackage("tutor.classroom..")
                .should().dependOnClassesThat().resideInAnyPackage("tutor.sim..", "tutor.analysis..", "tutor.rules.position..")
                .because("rulings and numbers come through the lesson run, the lesson lab and the scenario session")
                .check(CLASSES);
    }

    @Test
    void theDrillsSitBelowThePractiseScreenAndAboveTheEngineAndUseNoSwing() {
        // tutor.drills: mining, drill files, ratings. Beside scenario and lesson; below play, classroom, ui and cli.
        noClasses().that().resideInAPackage("tutor.drills..")
                .should().dependOnClassesThat().resideInAnyPackage("javax.swing..", "java.awt..", "tutor.ui..", "tutor.cli..",
                        "tutor.classroom..", "tutor.play..")
                .because("mining runs headless (drills mine) as well as under the window's worker thread")
                .check(CLASSES);
        noClasses().that().resideInAnyPackage("tutor.rules..", "tutor.trace..", "tutor.sim..", "tutor.analysis..",
                        "tutor.scenario..", "tutor.lesson..", "tutor.data..", "tutor.text..")
                .should().dependOnClassesThat().resideInAPackage("tutor.drills..")
                .because("the floors below the drills know nothing of them")
                .check(CLASSES);
        noClasses().that().resideInAPackage("tutor.play.drill..")
                .should().dependOnClassesThat().resideInAnyPackage("javax.swing..", "java.awt..", "tutor.ui..", "tutor.cli..")
                .because("drill practice is a learner's activity, Swing-free, that the Practise screen shows")
                .check(CLASSES);
    }

    @Test
    void theEnginesPackagesHaveNoCycles() {
        slices().matching("tutor.rules.(*)..").should().beFreeOfCycles().check(CLASSES);
    }
}
