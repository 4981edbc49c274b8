package tutor.ui.lesson;

import java.util.ArrayList;
import java.util.List;
import tutor.play.LessonActivity;

/**
 * What the step view shows of what was said on a step: every hint and the revealed answer, in order, but only the
 * latest verdict. After "✘ Not quite…" and then a right answer, both verdicts stood one under the other (shot 17).
 */
final class Verdicts {

    private Verdicts() {
    }

    static List<LessonActivity.Said> latest(List<LessonActivity.Said> said) {
        int last = -1;
        for (int i = 0; i < said.size(); i++) {
            if (verdict(said.get(i))) {
                last = i;
            }
        }
        List<LessonActivity.Said> out = new ArrayList<>();
        for (int i = 0; i < said.size(); i++) {
            if (!verdict(said.get(i)) || i == last) {
                out.add(said.get(i));
            }
        }
        return out;
    }

    private static boolean verdict(LessonActivity.Said s) {
        return s.kind() == LessonActivity.Said.Kind.RIGHT || s.kind() == LessonActivity.Said.Kind.WRONG;
    }
}
