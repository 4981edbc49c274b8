package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import javax.swing.JTable;
import org.junit.jupiter.api.Test;
import tutor.lesson.Learner;
import tutor.lesson.Lesson;
import tutor.lesson.LessonAttempt;
import tutor.lesson.Mode;
import tutor.lesson.Step;
import tutor.lesson.StepResult;
import tutor.lesson.Text;

/**
 * The class report's headings are worded ("Step 3", not "3 #" or "6 ?") and a question nobody has answered yet says
 * so ("not answered yet", not "0% of 0"), in English, French and Russian (the teacher's shot 113).
 */
class ClassReportPanelTest {

    private static Step.Question question(String id) {
        return new Step.Question(id, 1, Text.en("Q?"), List.of(new Step.Choice(Text.en("A"), true, Text.en("ok"))), null, "",
                List.of(), List.of(), Text.en("e"), "");
    }

    private static Lesson twoQuestions() {
        return new Lesson("x.yaml", "x", Text.en("X"), "rules", 1, 20, null, "classic", List.of(), List.of(), List.of(), List.of(),
                List.of(), List.of(question("q1"), question("q2")), new Lesson.TeacherNotes(Text.en("t"), List.of(), null),
                new Lesson.Handout(null, List.of(), List.of()));
    }

    @Test
    void headingsAreWordedAndAnUnansweredQuestionSaysSo() {
        Lesson lesson = twoQuestions();
        // Mia answered the first question right first time; nobody has reached the second.
        Learner mia = Learner.named("Mia").with(new LessonAttempt("x", Mode.QUIZ, Instant.EPOCH, true,
                List.of(new StepResult("q1", 0, 0, false, true, List.of()))));
        ClassReportPanel panel = new ClassReportPanel(() -> { }, s -> { });
        JTable table = table(panel);
        String[][] expected = {{"en", "Step 1", "Step 2", "100% of 1", "not answered yet"},
            {"fr", "Étape 1", "Étape 2", "100\u00a0% de 1", "pas encore de réponse"},
            {"ru", "Шаг 1", "Шаг 2", "100\u00a0% из 1", "ещё нет ответов"}};
        for (String[] e : expected) {
            panel.show(List.of(lesson), lesson, List.of(mia), new LessonWords(e[0], null, null));
            assertThat(table.getColumnName(1)).as(e[0]).isEqualTo(e[1]);
            assertThat(table.getColumnName(2)).as(e[0]).isEqualTo(e[2]);
            int firstTry = table.getRowCount() - 2; // the row under the learners: right first try
            assertThat(String.valueOf(table.getValueAt(firstTry, 1))).as(e[0]).isEqualTo(e[3]);
            assertThat(String.valueOf(table.getValueAt(firstTry, 2))).as(e[0]).isEqualTo(e[4]);
        }
    }

    /**
     * Every heading and cell whole in its column, in the three languages at 1024x768: columns take the width they need
     * («not answ…», «not trie…» were cut with half the table's width free, teacher walk 4 shot-103). The summary rows
     * are bold, so each cell is measured as its own row draws it.
     */
    @Test
    void noHeadingOrCellIsCut() {
        Lesson lesson = twoQuestions();
        Learner mia = Learner.named("Mia").with(new LessonAttempt("x", Mode.QUIZ, Instant.EPOCH, true,
                List.of(new StepResult("q1", 0, 0, false, true, List.of()))));
        Learner zoe = Learner.named("Zoe");
        ClassReportPanel panel = new ClassReportPanel(() -> { }, s -> { });
        panel.setSize(1024, 700);
        JTable table = table(panel);
        for (String language : List.of("en", "fr", "ru")) {
            panel.show(List.of(lesson), lesson, List.of(mia, zoe), new LessonWords(language, null, null));
            panel.doLayout();
            table.setSize(table.getPreferredSize());
            table.doLayout(); // the columns at their widths, as the window lays them out (AUTO_RESIZE_OFF: the preferred ones)
            java.util.List<String> cut = new java.util.ArrayList<>();
            for (int c = 0; c < table.getColumnCount(); c++) {
                int width = table.getColumnModel().getColumn(c).getWidth();
                java.awt.Component head = table.getTableHeader().getDefaultRenderer()
                        .getTableCellRendererComponent(table, table.getColumnName(c), false, false, -1, c);
                if (head.getPreferredSize().width > width) {
                    cut.add(table.getColumnName(c) + " (heading)");
                }
                for (int r = 0; r < table.getRowCount(); r++) {
                    java.awt.Component cell = table.prepareRenderer(table.getCellRenderer(r, c), r, c);
                    if (cell.getPreferredSize().width > width) {
                        cut.add(table.getColumnName(c) + ", row " + r + ": " + ((javax.swing.JLabel) cell).getText() + " needs "
                                + cell.getPreferredSize().width + " px of " + width);
                    }
                }
            }
            assertThat(cut).as(language).isEmpty();
        }
    }

    private static JTable table(java.awt.Container c) {
        for (java.awt.Component child : c.getComponents()) {
            if (child instanceof JTable t) {
                return t;
            }
            if (child instanceof java.awt.Container k) {
                JTable t = table(k);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }
}
