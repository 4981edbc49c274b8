package tutor.ui.lesson;

import java.util.ArrayList;
import java.util.List;
import tutor.lesson.Mode;
import tutor.lesson.Step;
import tutor.play.LessonActivity;
import tutor.ui.situation.ChoiceButton;

/**
 * A question's choices in the step view: a button each to answer by, or, presented, the list for the class to read
 * (no buttons), the right one marked once the answer is shown. Lettered in the lesson's language, in the order shown.
 */
final class QuestionChoices {

    private final LessonActivity activity;
    private final LessonWords words;
    private final StepFonts fonts;
    private final Step.Question question;
    private List<ChoiceButton> buttons = List.of();
    private MarkdownPane presented;
    private List<Integer> order = List.of();

    QuestionChoices(LessonActivity activity, LessonWords words, StepFonts fonts, Step.Question question) {
        this.activity = activity;
        this.words = words;
        this.fonts = fonts;
        this.question = question;
    }

    /** Adds the choices to the column; {@code answered} runs after a choice is taken. */
    void build(Column column, String learner, Runnable answered) {
        // Shuffled as the class's pages shuffle them (authors tend to write the right answer first), the same order for
        // this learner and question every time, so a retry shows what the first try showed. Letters follow the order shown.
        order = tutor.lesson.ChoiceOrder.of(learner, question.id(), question.choices().size());
        if (activity.mode() == Mode.PRESENT) {
            presented = fonts.markdown("lesson.choices", presentedText(false));
            column.add(presented);
            return;
        }
        List<ChoiceButton> out = new ArrayList<>();
        for (int shown = 0; shown < order.size(); shown++) {
            int index = order.get(shown);
            ChoiceButton b = fonts.sized(new ChoiceButton(letter(shown) + ") " + words.text(question.choices().get(index).text())), false);
            b.setName("lesson.choice." + index); // named by the written place, which the lesson's answers count
            b.addActionListener(e -> {
                if (activity.run().open()) {
                    activity.choose(index);
                    answered.run();
                }
            });
            out.add(b);
            column.add(b);
        }
        buttons = List.copyOf(out);
    }

    /** The buttons take answers while the step is open; presented, the right choice marked once the answer is shown. */
    void refresh(boolean open, boolean revealed) {
        for (ChoiceButton b : buttons) {
            b.setEnabled(open);
        }
        if (presented != null) {
            presented.show(presentedText(revealed), fonts.scale());
        }
    }

    /** A choice's letter in the lesson's language (a, b, c; а, б, в), as the Table screen and the handout letter it. */
    private String letter(int index) {
        String letters = words.get("step.choiceLetters");
        return index < letters.length() ? String.valueOf(letters.charAt(index)) : Integer.toString(index + 1);
    }

    private String presentedText(boolean revealed) {
        StringBuilder md = new StringBuilder();
        for (int shown = 0; shown < order.size(); shown++) {
            String line = letter(shown) + ") " + words.text(question.choices().get(order.get(shown)).text()).replace("\n", " ");
            md.append(revealed && order.get(shown) == question.rightChoice() ? "**\u2714 " + line + "**" : line).append("  \n");
        }
        return md.toString();
    }
}
