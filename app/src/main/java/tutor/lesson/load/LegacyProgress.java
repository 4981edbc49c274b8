package tutor.lesson.load;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.Yaml;
import tutor.lesson.Learner;
import tutor.lesson.LessonAttempt;
import tutor.lesson.ReviewItem;

/**
 * Reads a class list of the first format (one YAML document: {@code learners:}, each learner a block
 * starting {@code - name:}) as well as it can: each learner's block is read on its own, and inside it
 * each attempt and review item, so a damaged part loses only itself. The next save writes the file in
 * the present format.
 */
final class LegacyProgress {

    private LegacyProgress() {
    }

    static ProgressFile.Read read(String text, Yaml yaml) {
        String[] lines = text.split("\n", -1);
        List<Integer> starts = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith("- name:")) {
                starts.add(i);
            }
        }
        List<ClassBook.Entry> entries = new ArrayList<>();
        List<Integer> damaged = new ArrayList<>();
        if (starts.isEmpty()) {
            if (!text.isBlank() && !text.strip().equals("learners: []") && !onlyComments(lines)) {
                damaged.add(1);
            }
            return new ProgressFile.Read(new ClassBook(entries, List.of()), damaged);
        }
        for (int k = 0; k < starts.size(); k++) {
            int from = starts.get(k);
            int to = k + 1 < starts.size() ? starts.get(k + 1) : lines.length;
            String block = String.join("\n", java.util.Arrays.asList(lines).subList(from, to));
            try {
                Object o = yaml.load(block);
                if (!(o instanceof List<?> list) || list.size() != 1) {
                    throw new IllegalArgumentException("not one learner");
                }
                Learner l = learner(ProgressFile.asMap(list.get(0)), from + 1, damaged);
                entries.add(new ClassBook.Entry(ClassBook.nameId(l.name()), l, java.time.Instant.EPOCH, java.time.Instant.EPOCH));
            } catch (RuntimeException e) {
                damaged.add(from + 1);
            }
        }
        return new ProgressFile.Read(ClassBook.EMPTY.merge(new ClassBook(entries, List.of())), damaged);
    }

    private static boolean onlyComments(String[] lines) {
        for (String l : lines) {
            if (!l.isBlank() && !l.startsWith("#") && !l.startsWith("version:") && !l.equals("learners:")) {
                return false;
            }
        }
        return true;
    }

    /** One learner; an attempt or review item that cannot be read is counted at the learner's line and left out. */
    private static Learner learner(Map<String, Object> m, int line, List<Integer> damaged) {
        String name = ProgressFile.text(m, "name");
        List<LessonAttempt> attempts = new ArrayList<>();
        for (Object ao : ProgressFile.list(m, "attempts")) {
            try {
                Map<String, Object> a = ProgressFile.asMap(ao);
                attempts.add(ProgressFile.attempt(a, ProgressFile.text(a, "lesson")));
            } catch (RuntimeException e) {
                damaged.add(line);
            }
        }
        List<ReviewItem> review = new ArrayList<>();
        for (Object io : ProgressFile.list(m, "review")) {
            try {
                Map<String, Object> i = ProgressFile.asMap(io);
                review.add(new ReviewItem(ProgressFile.text(i, "lesson"), ProgressFile.text(i, "step"),
                        LocalDate.parse(ProgressFile.text(i, "due")), ProgressFile.whole(i, "stage")));
            } catch (RuntimeException e) {
                damaged.add(line);
            }
        }
        return new Learner(name, attempts, review);
    }
}
