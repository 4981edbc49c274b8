package tutor.ui.lesson;

import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.swing.JButton;
import javax.swing.JPanel;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import tutor.lesson.Learner;
import tutor.lesson.Lesson;
import tutor.lesson.LessonAttempt;
import tutor.lesson.Mode;
import tutor.lesson.Step;
import tutor.ui.widgets.WrappingLabel;

/**
 * The chosen lesson's card on the shelf: what it is for, the learner's last go, its steps as a map with the
 * learner's last results, Present / Practise / Quiz and the handout, and the notes for the teacher. Apart from
 * {@link ShelfPanel}, which chooses the lesson and lays the card out beside the shelf's rows.
 */
final class LessonCard {

    private final Column details = new Column("lessons.details", 6);
    private final LessonMap map = new LessonMap("lessons.map");
    private final ShelfPanel.Host host;

    LessonCard(ShelfPanel.Host host) {
        this.host = host;
        map.setEnabled(false);
    }

    /** The card's column, for the shelf's scroll pane. */
    Column column() {
        return details;
    }

    /** The card when there is no lesson to choose. */
    void empty(LessonWords w) {
        details.removeAll();
        details.add(text("lessons.empty", w.get("shelf.empty"), false));
        details.revalidate();
    }

    /**
     * A learner's line on the lesson card. A go left half-way is said as unfinished, with the answers given so far: its
     * mean over every scored step would read "last score 0 out of 100" after a run that was only stopped (issue 24).
     */
    static String progress(LessonWords words, String name, int stars, LessonAttempt last, int scored) {
        return last.finished() ? words.get("lesson.progress", name, Stars.of(stars), stars, last.score(scored))
                : words.get("lesson.progress.unfinished", name, Stars.of(stars), stars, last.results().size(), scored);
    }

    /** Shows a lesson as the shelf now shows it (its learner, its words, the lesson in progress). */
    void show(Lesson lesson, ShelfContents c) {
        LessonWords words = c.words().about(lesson);
        details.removeAll();
        details.add(text("lessons.selected.title", words.text(lesson.title()), true));
        String track = words.has("track." + lesson.track()) ? words.get("track." + lesson.track()) : lesson.track();
        details.add(text("lessons.selected.meta", words.get("lesson.meta", track, lesson.level(), lesson.minutes(),
                tutor.scenario.EditionNames.spec(lesson.edition(), words.language())), false));
        if (lesson.audience() != null) {
            details.add(text("lessons.selected.audience", words.text(lesson.audience()), false));
        }
        int scored = lesson.scoredSteps().size();
        Learner who = c.who();
        if (who != null) {
            Optional<LessonAttempt> last = who.latest(lesson.id());
            int stars = who.stars(lesson);
            details.add(text("lessons.selected.stars", last.isEmpty() ? words.get("lesson.notTried", who.name())
                    : progress(words, who.name(), stars, last.get(), scored), false));
        }
        List<String> missing = c.missingTitles(lesson);
        if (!missing.isEmpty()) {
            details.add(text("lessons.selected.first", words.get(who == null ? "lesson.comesAfter" : "lesson.takeFirst",
                    c.quotedList(missing)), false));
        }
        details.add(text("lessons.selected.objectivesTitle", words.get("lesson.objectives"), true));
        StringBuilder obj = new StringBuilder();
        lesson.objectives().forEach(o -> obj.append("- ").append(words.text(o).replace('\n', ' ')).append('\n'));
        if (!lesson.curriculum().isEmpty()) {
            obj.append('\n').append(words.get("lesson.curriculum",
                    String.join(" · ", lesson.curriculum().stream().map(a -> words.get("curriculum." + a)).toList()))).append('\n');
        }
        MarkdownPane objectives = new MarkdownPane("lessons.selected.objectives");
        objectives.show(obj.toString(), 1f);
        details.add(objectives);
        details.add(text("lessons.selected.mapTitle", words.get("lesson.steps", lesson.steps().size()), true));
        map.show(stations(lesson, c), -1);
        JPanel mapRow = new JPanel(new MigLayout("insets 0, fillx, novisualpadding", "[grow,fill]"));
        mapRow.add(map, "wmin 0");
        details.add(mapRow);
        // The three modes on a row, the handout under them: beside them «Напечатать раздаточный лист» ran off the
        // right edge on a Russian projector (the teacher's walk, shot 70).
        JPanel buttons = new JPanel(new MigLayout("insets 0, novisualpadding, gap 6, wrap 3, hidemode 3"));
        if (lesson.id().equals(c.inProgress())) {
            buttons.add(button("lessons.continue", words.get("lesson.continue",
                    (c.modeInProgress() == null ? tutor.lesson.Mode.PRESENT : c.modeInProgress()).id()),
                    host::resume), "span 3");
        }
        buttons.add(button("lessons.present", words.get("mode.present"), () -> host.start(lesson, Mode.PRESENT)));
        buttons.add(button("lessons.practise", words.get("mode.practise"), () -> host.start(lesson, Mode.PRACTISE)));
        buttons.add(button("lessons.quiz", words.get("mode.quiz"), () -> host.start(lesson, Mode.QUIZ)));
        buttons.add(button("lessons.handout", words.get("lesson.handout"), () -> host.handout(lesson)), "span 3");
        details.add(buttons);
        // The card names the answer button by its own key, so the two cannot drift apart ("Reveal" beside "Show the answer").
        details.add(text("lessons.selected.modes", words.get("lesson.modes", words.get("step.showAnswer")), false));
        details.add(text("lessons.selected.teacherTitle", words.get("lesson.teacher"), true));
        StringBuilder notes = new StringBuilder();
        notes.append("**").append(words.get("lesson.timing")).append("** ").append(words.text(lesson.teacherNotes().timing()).replace('\n', ' ')).append("\n\n");
        for (tutor.lesson.Lesson.Misconception m : lesson.teacherNotes().misconceptions()) {
            notes.append("- ").append(words.get("lesson.misconception", words.text(m.belief()).replace('\n', ' '),
                    words.text(m.truth()).replace('\n', ' '))).append('\n');
        }
        if (!lesson.exitTicket().isEmpty()) {
            notes.append("\n**").append(words.get("lesson.exitTicket")).append("**\n\n");
            int n = 0;
            for (tutor.lesson.Lesson.ExitQuestion q : lesson.exitTicket()) {
                notes.append(++n).append(". ").append(words.get("lesson.exitAnswer", words.text(q.prompt()).replace('\n', ' '),
                        words.text(q.answer()).replace('\n', ' '))).append('\n');
            }
        }
        if (!lesson.glossary().isEmpty()) {
            notes.append('\n').append(words.get("lesson.glossary",
                    String.join(", ", lesson.glossary().stream().map(t -> words.text(t.word())).toList()))).append('\n');
        }
        MarkdownPane teacher = new MarkdownPane("lessons.selected.teacher");
        teacher.show(notes.toString(), 1f);
        details.add(teacher);
        details.revalidate();
        details.repaint();
    }

    private List<LessonMap.Station> stations(Lesson lesson, ShelfContents c) {
        Optional<LessonAttempt> last = c.who() == null ? Optional.empty() : c.who().latest(lesson.id());
        List<LessonMap.Station> out = new ArrayList<>();
        for (int i = 0; i < lesson.steps().size(); i++) {
            Step s = lesson.steps().get(i);
            var result = last.flatMap(a -> a.result(s.id())).orElse(null);
            // Enabled: no step is locked in a preview (the map itself takes no clicks on the shelf).
            out.add(new LessonMap.Station(s, result != null || last.map(LessonAttempt::finished).orElse(false), true, result,
                    c.words().get("map.tip", i + 1, c.words().get("kind." + s.kind()))));
        }
        return out;
    }

    private static JButton button(String name, String text, Runnable run) {
        JButton b = new JButton(text);
        b.setName(name);
        b.addActionListener(e -> run.run());
        return b;
    }

    private static WrappingLabel text(String name, String words, boolean bold) {
        WrappingLabel l = new WrappingLabel();
        l.setName(name);
        l.setWords(words);
        if (bold) {
            Font f = UIManager.getFont("Label.font");
            l.setFont(f.deriveFont(Font.BOLD, f.getSize2D() * (name.endsWith(".title") ? 1.25f : 1f)));
        }
        return l;
    }
}
