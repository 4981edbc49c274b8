package tutor.ui.lesson;

import java.util.ArrayList;
import java.util.List;
import tutor.lesson.Learner;
import tutor.lesson.Lesson;
import tutor.lesson.Mode;

/**
 * What the shelf shows now: the lessons, in the window's words, for which learner (null for nobody), and the lesson
 * in progress with its mode (null when none). Read by the shelf's rows ({@link ShelfRowRenderer}) and the chosen
 * lesson's card ({@link LessonCard}) alike, so that the two always speak of the same learner.
 */
record ShelfContents(List<Lesson> lessons, LessonWords words, Learner who, String inProgress, Mode modeInProgress) {

    /** Before the shelf is first shown. */
    static final ShelfContents NONE = new ShelfContents(List.of(), null, null, null, null);

    /** Lesson titles quoted and listed as the language writes them: « Les enchères » et « Sortir de prison ». */
    String quotedList(List<String> titles) {
        return tutor.text.Lists.and(titles.stream().map(s -> words.get("lesson.quoted", s)).toList(), words.language());
    }

    /** The titles of the prerequisites the learner has no star in yet, in the window's language. */
    List<String> missingTitles(Lesson lesson) {
        List<String> titles = new ArrayList<>();
        for (String pre : lesson.prerequisites()) {
            lessons.stream().filter(l -> l.id().equals(pre)).findFirst().ifPresent(l -> {
                if (who == null || who.stars(l) == 0) {
                    titles.add(words.about(l).text(l.title()));
                }
            });
        }
        return titles;
    }
}
