package tutor.ui.lesson;

import javax.swing.JButton;
import javax.swing.JPanel;
import tutor.lesson.Mode;
import tutor.lesson.Step;
import tutor.play.LessonActivity;

/**
 * A play step in the step view: its introduction, how the class plays it, and its buttons under the words (watch
 * the next move or to the end, compare editions), the watch buttons lit while there are moves left.
 */
final class PlayStepPart {

    private final LessonActivity activity;
    private final LessonWords words;
    private final StepFonts fonts;
    private final StepView.Host host;
    private JButton watchNext;
    private JButton watchAll;

    PlayStepPart(LessonActivity activity, LessonWords words, StepFonts fonts, StepView.Host host) {
        this.activity = activity;
        this.words = words;
        this.fonts = fonts;
        this.host = host;
    }

    void build(Step.Play p, Column column, JPanel actions) {
        if (p.intro() != null) {
            column.add(fonts.markdown("lesson.text", words.text(p.intro())));
        }
        if (activity.playMissing()) {
            column.add(fonts.label("lesson.play.missing", words.get("play.missing", p.scenario()), true));
            return;
        }
        String how = p.mode() == Step.PlayMode.WATCH ? "play.how.watch"
                : activity.mode() == Mode.QUIZ || p.mode() == Step.PlayMode.QUIZ ? "play.how.quiz"
                : activity.mode() == Mode.PRESENT ? "play.how.present" : "play.how.guided";
        column.add(fonts.label("lesson.play.how", words.get(how), false));
        if (p.mode() == Step.PlayMode.WATCH) {
            watchNext = fonts.sized(new JButton(words.get("play.watch.next")), false);
            watchNext.setName("lesson.watch.next");
            watchNext.addActionListener(e -> {
                activity.watchNext();
                host.changed();
            });
            watchAll = fonts.sized(new JButton(words.get("play.watch.all")), false);
            watchAll.setName("lesson.watch.all");
            watchAll.addActionListener(e -> {
                while (activity.watchNext()) {
                    // every remaining decision and question, as the scenario expects them
                }
                host.changed();
            });
            actions.add(watchNext);
            actions.add(watchAll);
        }
        if (!p.compare().isEmpty()) {
            String names = String.join(", ", p.compare().stream()
                    .map(spec -> tutor.ui.widgets.Editions.name(tutor.text.Texts.of("ui", words.language()), spec)).toList());
            column.add(fonts.label("lesson.compare.note", words.get("play.compare", names), false));
            JButton compare = fonts.sized(new JButton(words.get("play.compare.button")), false);
            compare.setName("lesson.compare");
            compare.addActionListener(e -> host.compare(p.compare()));
            actions.add(compare);
        }
    }

    /** The watch buttons lit while the scenario has moves left. */
    void refresh() {
        if (watchNext != null) {
            boolean more = !activity.playFinished();
            watchNext.setEnabled(more);
            watchAll.setEnabled(more);
        }
    }
}
