package tutor.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Dependencies point one way: every package of ours stands on a floor and may use only the packages on the floors
 * below it (an allow-list: a new package fails until it is given a floor). Packages on one floor do not use each
 * other. Beside the floors, the engine and the trace stay pure of Swing, YAML, files and locale formatting.
 */
class ArchitectureTest {

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("tutor");

    /** The floors, bottom up; each row is one floor, each name a package below {@code tutor} ("" is tutor itself). */
    private static final List<List<String>> FLOORS = List.of(
            List.of("text"),                                    // words, money and plurals per language
            List.of("trace"),                                   // a ruling's steps, by id
            List.of("rules.edition"),                           // what a rulebook says
            List.of("rules.state"),                             // the pieces and money on a table
            List.of("rules", "rules.position", "data"),         // the referee; checks a scenario asks; rulebook loading
            List.of("analysis"),                                // the budgeting lab's exact sums
            List.of("sim"),                                     // games played many times
            List.of("scenario"),                                // scenario files: read, write, check
            List.of("lesson", "drills"),                        // a lesson's model and run; drill mining
            List.of("lesson.load", "play.edit", "play.game", "chart"),
            List.of("play", "play.drill", "handout"),           // the learner's live activity; printed handouts
            List.of("export", "classroom"),                     // exports; the class session (headless or windowed)
            List.of("ui.widgets"),                              // the window's small parts, no view
            List.of("ui.model"),                                // what the window shows, no view
            List.of("ui.board"),
            List.of("ui.players", "ui.ruling", "ui.situation", "ui.dispute", "ui.library", "ui.actions", "ui.classroom"),
            List.of("ui.editor", "ui.budget", "ui.play", "ui.practise", "ui.lesson"),
            List.of("ui", "cli"),                               // the window shell; the command line
            List.of(""));                                       // Main

    private static String pkg(String name) {
        return name.isEmpty() ? "tutor" : "tutor." + name;
    }

    private static LayeredArchitecture floors() {
        LayeredArchitecture layers = layeredArchitecture().consideringOnlyDependenciesInLayers()
                .ensureAllClassesAreContainedInArchitecture();
        for (List<String> floor : FLOORS) {
            for (String name : floor) {
                layers = layers.layer(pkg(name)).definedBy(pkg(name));
            }
        }
        List<String> below = new ArrayList<>();
        for (List<String> floor : FLOORS) {
            for (String name : floor) {
                layers = below.isEmpty()
                        ? layers.whereLayer(pkg(name)).mayNotAccessAnyLayer()
                        : layers.whereLayer(pkg(name)).mayOnlyAccessLayers(below.toArray(String[]::new));
            }
            floor.forEach(name -> below.add(pkg(name)));
        }
        return layers;
    }

    @Test
    void everyPackageUsesOnlyTheFloorsBelowIt() {
        floors().check(CLASSES);
    }

    /** The allow-list's other half: the floors check only the packages they name, so a package left unnamed fails here. */
    @Test
    void everyPackageStandsOnAFloor() {
        java.util.Set<String> named = new java.util.TreeSet<>();
        FLOORS.forEach(floor -> floor.forEach(name -> named.add(pkg(name))));
        java.util.Set<String> found = new java.util.TreeSet<>();
        CLASSES.forEach(c -> found.add(c.getPackageName()));
        found.removeAll(named);
        org.assertj.core.api.Assertions.assertThat(found).as("packages with no floor in FLOORS").isEmpty();
    }

    @Test
    void noCyclesBetweenPackages() {
        slices().matching("tutor.(**)").should().beFreeOfCycles().check(CLASSES);
    }

    @Test
    void engineTraceAndSimulationImportNoSwingAwtOrYaml() {
        noClasses().that().resideInAnyPackage("tutor.rules..", "tutor.trace..", "tutor.sim..", "tutor.analysis..")
                .should().dependOnClassesThat().resideInAnyPackage("javax.swing..", "java.awt..", "org.yaml..")
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
    void theLearnersActivityIsSwingFree() {
        // tutor.play: a scenario session, a lesson, a free game, an edited table. The window only views them.
        noClasses().that().resideInAPackage("tutor.play..")
                .should().dependOnClassesThat().resideInAnyPackage("javax.swing..", "java.awt..", "org.yaml..", "java.net..")
                .because("the activities run under the window, the command line and the tests alike")
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
}
