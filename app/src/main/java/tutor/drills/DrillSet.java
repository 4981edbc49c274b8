package tutor.drills;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tutor.data.AtomicWrite;
import tutor.data.YamlNodes;
import tutor.scenario.ScenarioWriter;
import tutor.text.Texts;

/**
 * A set of drills for a class: picked from a shelf (a theme, an edition, N drills, themes and levels
 * taken in turn), written as a lesson a class session can run and the handout prints. Each drill
 * becomes its question, led by its situation, copied as a lesson question (so the worksheet and the
 * answer key hold it, and every learner answers it), then the drill itself played on the board
 * so the ruling can be read step by step; a drill that asks for a move is played guided instead.
 */
public final class DrillSet {

    private DrillSet() {
    }

    /** Up to {@code count} drills, the themes taken in turn, easier first within each. */
    public static List<DrillShelf.Entry> pick(List<DrillShelf.Entry> from, int count) {
        Map<String, List<DrillShelf.Entry>> groups = new LinkedHashMap<>();
        from.stream().sorted(Comparator.comparingInt(DrillShelf.Entry::level).thenComparing(DrillShelf.Entry::id))
                .forEach(e -> groups.computeIfAbsent(e.theme().id, k -> new ArrayList<>()).add(e));
        List<DrillShelf.Entry> out = new ArrayList<>();
        int round = 0;
        boolean more = true;
        while (out.size() < count && more) {
            more = false;
            for (List<DrillShelf.Entry> g : groups.values()) {
                if (round < g.size() && out.size() < count) {
                    out.add(g.get(round));
                    more = true;
                }
            }
            round++;
        }
        return out;
    }

    /** Writes the drills under {@code folder/drills/} and the lesson beside them; returns the lesson's path. */
    public static Path writeLesson(List<DrillShelf.Entry> drills, Path folder, String title) throws IOException {
        Files.createDirectories(folder.resolve("drills"));
        List<Object> steps = new ArrayList<>();
        Set<String> themes = new LinkedHashSet<>();
        Set<String> rulesets = new LinkedHashSet<>();
        List<Object> beliefs = new ArrayList<>();
        int level = 1;
        int n = 0;
        for (DrillShelf.Entry e : drills) {
            n++;
            String text = Files.readString(e.file(), StandardCharsets.UTF_8);
            Path copy = folder.resolve("drills").resolve(e.file().getFileName());
            AtomicWrite.write(copy, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
            themes.add(e.theme().id);
            rulesets.add(e.ruleset());
            level = Math.max(level, e.level());
            steps.addAll(steps(text, "drills/" + e.file().getFileName(), n));
            belief(text, "drills/" + e.file().getFileName(), n, e.ruleset()).ifPresent(beliefs::add);
        }
        String id = "drill-set-" + DrillMaker.hash(String.join(",", drills.stream().map(DrillShelf.Entry::id).toList()));
        Map<String, Object> lesson = new LinkedHashMap<>();
        lesson.put("lesson", id);
        Map<String, Object> heading = new LinkedHashMap<>();
        Map<String, Object> objective = new LinkedHashMap<>();
        Map<String, Object> timing = new LinkedHashMap<>();
        for (String lang : DrillWords.LANGUAGES) {
            Texts t = Texts.of("drills", lang);
            List<String> names = themes.stream().map(th -> t.get("theme." + th)).toList();
            heading.put(lang, title != null ? title : t.named("set.title", Map.of("n", drills.size(), "themes", tutor.text.Lists.series(names, lang))));
            objective.put(lang, t.named("set.objective", Map.of("themes", tutor.text.Lists.series(names, lang))));
            timing.put(lang, t.named("set.timing", Map.of("n", drills.size())));
        }
        lesson.put("title", heading);
        lesson.put("track", "drills");
        lesson.put("level", level);
        lesson.put("minutes", Math.max(5, Math.min(90, 3 * drills.size())));
        lesson.put("edition", rulesets.size() == 1 ? rulesets.iterator().next() : "classic");
        lesson.put("objectives", List.of(objective));
        lesson.put("steps", steps);
        Map<String, Object> notes = new LinkedHashMap<>();
        notes.put("timing", timing);
        notes.put("misconceptions", beliefs);
        lesson.put("teacher-notes", notes);
        Path file = folder.resolve(id + ".yaml");
        String written = ScenarioWriter.write(lesson);
        AtomicWrite.write(file, out -> out.write(written.getBytes(StandardCharsets.UTF_8)));
        return file;
    }

    /** A drill's steps in the lesson: its situation, its question, then its ruling on the board. */
    @SuppressWarnings("unchecked")
    private static List<Object> steps(String drillText, String path, int n) {
        Map<String, Object> tree = (Map<String, Object>) ScenarioWriter.tree(new YamlNodes(path).parse(new StringReader(drillText)));
        List<Object> script = (List<Object>) tree.get("script");
        Object narration = null;
        Map<String, Object> question = null;
        for (Object s : script) {
            Map<String, Object> step = (Map<String, Object>) s;
            if (step.containsKey("narrate") && narration == null) {
                narration = step.get("narrate");
            } else if (step.containsKey("question")) {
                question = (Map<String, Object>) step.get("question");
            }
        }
        List<Object> out = new ArrayList<>();
        String id = "drill-" + n;
        if (question == null) {
            out.add(Map.of("play", play(id, path, "guided")));
            return out;
        }
        // The situation leads the question, so a worksheet item reads on its own, on paper as on a phone.
        Map<String, Object> asked = lessonQuestion(id, question);
        if (narration instanceof Map<?, ?> said && asked.get("prompt") instanceof Map<?, ?> prompt) {
            Map<String, Object> both = new LinkedHashMap<>();
            for (String lang : DrillWords.LANGUAGES) {
                both.put(lang, said.get(lang) + " " + prompt.get(lang));
            }
            asked.put("prompt", both);
        }
        out.add(Map.of("question", asked));
        out.add(Map.of("play", play(id + "-ruling", path, "watch")));
        return out;
    }

    private static Map<String, Object> play(String id, String path, String mode) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("id", id);
        p.put("scenario", path);
        p.put("mode", mode);
        return p;
    }

    /**
     * The misreading a drill's first wrong answer names, for the teacher's notes: the wrong choice as the belief
     * (or, for a sum, that sum as the answer to drill n, in the edition's money), and why it is wrong as the truth.
     */
    @SuppressWarnings("unchecked")
    private static java.util.Optional<Map<String, Object>> belief(String drillText, String path, int n, String ruleset) {
        Map<String, Object> tree = (Map<String, Object>) ScenarioWriter.tree(new YamlNodes(path).parse(new StringReader(drillText)));
        for (Object s : (List<Object>) tree.get("script")) {
            if (!(s instanceof Map<?, ?> step) || !(step.get("question") instanceof Map<?, ?> q)
                    || !(q.get("wrong") instanceof List<?> wrong) || wrong.isEmpty()) {
                continue;
            }
            Map<String, Object> first = (Map<String, Object>) wrong.get(0);
            Map<String, Object> belief = new LinkedHashMap<>();
            if (first.get("choice") != null && q.get("choices") instanceof List<?> choices) {
                for (Object c : choices) {
                    if (c instanceof Map<?, ?> text && first.get("choice").equals(text.get("en"))) {
                        for (String lang : DrillWords.LANGUAGES) {
                            belief.put(lang, text.get(lang));
                        }
                    }
                }
            } else if (first.get("amount") instanceof Number amount) {
                var rs = tutor.data.Bundle.get().ruleset(ruleset);
                String sign = rs.currency() != null ? rs.currency() : tutor.data.Bundle.get().board(rs).currency();
                for (String lang : DrillWords.LANGUAGES) {
                    belief.put(lang, Texts.of("drills", lang).named("set.belief.amount",
                            Map.of("n", n, "amount", DrillWords.words(lang).money(amount.intValue(), sign))));
                }
            }
            if (belief.isEmpty()) {
                return java.util.Optional.empty();
            }
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("belief", belief);
            m.put("truth", first.get("why"));
            return java.util.Optional.of(m);
        }
        return java.util.Optional.empty();
    }

    /** A scenario question as a lesson writes one: choices carry their own feedback; amounts keep their wrong amounts. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> lessonQuestion(String id, Map<String, Object> q) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", id);
        out.put("prompt", q.get("prompt"));
        List<Object> choices = (List<Object>) q.get("choices");
        if (choices == null) {
            out.put("answer", q.get("answer"));
            out.put("wrong", q.get("wrong"));
        } else {
            List<Object> lessonChoices = new ArrayList<>();
            List<Object> wrong = (List<Object>) q.get("wrong");
            for (Object c : choices) {
                Map<String, Object> text = (Map<String, Object>) c;
                Map<String, Object> choice = new LinkedHashMap<>();
                choice.put("text", text);
                if (text.get("en").equals(q.get("answer"))) {
                    choice.put("right", true);
                    choice.put("feedback", q.get("explain"));
                } else {
                    for (Object w : wrong) {
                        Map<String, Object> wm = (Map<String, Object>) w;
                        if (text.get("en").equals(wm.get("choice"))) {
                            choice.put("feedback", wm.get("why"));
                        }
                    }
                }
                lessonChoices.add(choice);
            }
            out.put("choices", lessonChoices);
        }
        out.put("hints", q.get("hints"));
        out.put("explain", q.get("explain"));
        return out;
    }
}
