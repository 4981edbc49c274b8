package tutor.lesson.load;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.nodes.Node;
import tutor.data.Bundle;
import tutor.data.DataException;
import tutor.data.YamlNodes;
import tutor.lesson.Figure;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.lesson.Placeholders;
import tutor.lesson.Step;
import tutor.lesson.Text;
import tutor.scenario.NodeReader;
import tutor.scenario.Problem;

/**
 * Turns a lesson file into a {@link Lesson}, or into the full list of what is wrong with it, each
 * at file:line:column, with "did you mean" for a near miss. The same safe loading as scenarios:
 * no types, bounded aliases, depth and size, duplicate and unknown keys refused; a broken file
 * never throws.
 */
public final class LessonLoader {

    public static final long MAX_BYTES = 1024 * 1024;

    static final List<String> TOP = List.of("lesson", "title", "track", "level", "minutes", "audience", "edition", "objectives",
            "skills", "prerequisites", "key-rules", "curriculum", "glossary", "figures", "steps", "exit-ticket", "teacher-notes",
            "handout");
    static final List<String> NOTES = List.of("timing", "misconceptions", "notes");
    static final List<String> MISCONCEPTION = List.of("belief", "truth");
    static final List<String> HANDOUT = List.of("summary", "worksheet", "charts", "key-only");
    static final List<String> EXIT = List.of("prompt", "answer");

    private final Bundle bundle;
    private final LessonLab lab;

    private String language = Text.ENGLISH;

    /** Checks the lessons' texts in a language too: each text lacking it becomes a warning. */
    public LessonLoader language(String lang) {
        this.language = lang;
        return this;
    }

    public LessonLoader(Bundle bundle, LessonLab lab) {
        this.bundle = bundle;
        this.lab = lab;
    }

    /** What loading a file gave: a lesson, or the problems (never both). */
    public record LoadResult(Lesson lesson, List<Problem> problems, List<Problem> warnings) {
        public LoadResult(Lesson lesson, List<Problem> problems) {
            this(lesson, problems, List.of());
        }

        public LoadResult {
            problems = List.copyOf(problems);
        }

        public boolean loaded() {
            return lesson != null;
        }
    }

    public LoadResult load(Path path) {
        String file = path.toString();
        try {
            long size = Files.size(path);
            if (size > MAX_BYTES) {
                return failed(file, "the file is larger than 1 MB; a lesson must be smaller");
            }
            String text;
            try {
                text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(java.nio.ByteBuffer.wrap(Files.readAllBytes(path))).toString();
            } catch (CharacterCodingException e) {
                return failed(file, "the file is not UTF-8 text (binary bytes?)");
            }
            return load(path, text);
        } catch (IOException e) {
            return failed(file, "cannot read the file: " + e.getMessage());
        }
    }

    private static LoadResult failed(String file, String message) {
        return new LoadResult(null, List.of(new Problem(file, 1, 1, message)));
    }

    /** Loads text as if it were the file at {@code path} (scenario paths are found from there). */
    public LoadResult load(Path path, String text) {
        String file = path.toString();
        Node root;
        try {
            root = new YamlNodes(file).parse(new StringReader(text));
        } catch (DataException e) {
            return new LoadResult(null, List.of(new Problem(file, e.line(), e.column(), e.problem())));
        }
        NodeReader r = new NodeReader(file).language(language);
        try {
            Lesson lesson = read(r, root, path);
            return r.problems().isEmpty() && lesson != null ? new LoadResult(lesson, List.of(), r.warnings())
                    : new LoadResult(null, r.problems(), r.warnings());
        } catch (RuntimeException e) {
            List<Problem> all = new ArrayList<>(r.problems());
            all.add(new Problem(file, 1, 1, "could not be read: " + e));
            return new LoadResult(null, all);
        }
    }

    private Lesson read(NodeReader r, Node root, Path path) {
        Map<String, Node> f = r.map(root, "a lesson", TOP);
        if (f.isEmpty()) {
            return null;
        }
        Texts texts = new Texts(r);
        String id = text(r, root, f, "lesson");
        if (id != null && !id.matches("[a-z0-9][a-z0-9-]*")) {
            r.problem(f.get("lesson"), "a lesson id is lowercase letters, digits and dashes, such as leaving-jail");
        }
        Node titleNode = r.required(root, f, "title", "a lesson");
        Text title = titleNode == null ? null : texts.text(titleNode, "title");
        String track = text(r, root, f, "track");
        if (track != null && !track.matches("[a-z][a-z-]*")) {
            r.problem(f.get("track"), "a track is a lowercase word: rules, budget, or your own");
        }
        int level = bounded(r, f, "level", 1, 1, 3, "level must be 1 (first steps), 2 or 3");
        Node minutesNode = r.required(root, f, "minutes", "a lesson");
        Integer minutes = minutesNode == null ? null : r.integer(minutesNode, "minutes");
        if (minutes != null && (minutes < 5 || minutes > 90)) {
            r.problem(minutesNode, "minutes must be between 5 and 90 (one class period)");
        }
        Text audience = texts.optional(f, "audience", "audience");
        String edition = f.containsKey("edition") ? r.text(f.get("edition"), "edition") : "classic";
        if (edition == null) {
            return null;
        }
        try {
            bundle.ruleset(edition);
        } catch (IllegalArgumentException e) {
            r.problem(f.get("edition"), e.getMessage());
            return null;
        }
        Node objNode = r.required(root, f, "objectives", "a lesson");
        List<Text> objectives = objNode == null ? List.of() : texts.list(objNode, "objectives");
        List<String> skills = f.containsKey("skills") ? r.texts(f.get("skills"), "skills") : List.of();
        List<String> prerequisites = f.containsKey("prerequisites") ? r.texts(f.get("prerequisites"), "prerequisites") : List.of();
        List<String> keyRules = f.containsKey("key-rules") ? r.texts(f.get("key-rules"), "key-rules") : List.of();
        for (String rule : keyRules) {
            if (bundle.rulebook().rule(rule).isEmpty()) {
                r.problem(f.get("key-rules"), "no rule '" + rule + "' in the rulebook" + YamlNodes.didYouMean(rule, bundle.rulebook().rules().keySet()));
            }
        }
        List<String> curriculum = curriculum(r, f);
        List<tutor.lesson.Term> glossary = glossary(r, f);
        ComputeReader compute = new ComputeReader(r, bundle, lab, path, edition);
        StepReader stepReader = new StepReader(r, compute, bundle, path, edition);
        List<Figure> figures = f.containsKey("figures") ? stepReader.figures(f.get("figures"), null) : List.of();
        Node stepsNode = r.required(root, f, "steps", "a lesson");
        List<Step> steps = stepsNode == null ? List.of() : stepReader.steps(stepsNode);
        if (stepsNode != null && steps.isEmpty() && r.problems().isEmpty()) {
            r.problem(stepsNode, "a lesson needs at least one step");
        }
        List<Lesson.ExitQuestion> exitTicket = f.containsKey("exit-ticket") ? exitTicket(r, texts, f.get("exit-ticket")) : List.of();
        Node notesNode = r.required(root, f, "teacher-notes", "a lesson");
        Lesson.TeacherNotes notes = notesNode == null ? null : notes(r, texts, notesNode);
        Lesson.Handout handout = f.containsKey("handout") ? handout(r, texts, f.get("handout"), steps, figures)
                : new Lesson.Handout(null, List.of(), List.of());
        if (id == null || title == null || track == null || minutes == null || notes == null || handout == null) {
            return null;
        }
        Lesson lesson = new Lesson(r.file(), id, title, track, level, minutes, audience, edition, objectives, skills, prerequisites,
                keyRules, figures, steps, notes, handout, curriculum, exitTicket, glossary);
        if (r.problems().isEmpty()) {
            // Only on an otherwise sound file: a figure that failed to load would make every use of it an error too.
            placeholders(r, lesson);
        }
        return lesson;
    }

    /** Every {@code {{name}}} in the lesson's texts must name one of its figures; figure ids are unique. */
    private static void placeholders(NodeReader r, Lesson lesson) {
        Set<String> ids = new HashSet<>();
        for (Figure fig : lesson.allFigures()) {
            if (!ids.add(fig.id())) {
                r.problems().add(new Problem(r.file(), fig.line(), 1, "the figure id '" + fig.id() + "' is used twice"));
            }
        }
        for (LessonTexts.Located t : LessonTexts.all(lesson)) {
            for (String name : Placeholders.names(t.text().en())) {
                if (!ids.contains(name)) {
                    r.problems().add(new Problem(r.file(), t.line(), 1, "{{" + name + "}} names no figure of this lesson"
                            + YamlNodes.didYouMean(name, ids)));
                }
            }
        }
    }

    /** The curriculum areas, each one of {@link Lesson#CURRICULUM}. */
    private static List<String> curriculum(NodeReader r, Map<String, Node> f) {
        if (!f.containsKey("curriculum")) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (String area : r.texts(f.get("curriculum"), "curriculum")) {
            if (Lesson.CURRICULUM.contains(area)) {
                out.add(area);
            } else {
                r.problem(f.get("curriculum"), "no curriculum area '" + area + "'" + YamlNodes.didYouMean(area, Lesson.CURRICULUM)
                        + "; the areas are " + String.join(", ", Lesson.CURRICULUM));
            }
        }
        return out;
    }

    /** The glossary's terms the lesson names, in the lesson's order. */
    private static List<tutor.lesson.Term> glossary(NodeReader r, Map<String, Node> f) {
        if (!f.containsKey("glossary")) {
            return List.of();
        }
        Glossary glossary = Glossary.bundled();
        List<tutor.lesson.Term> out = new ArrayList<>();
        for (String id : r.texts(f.get("glossary"), "glossary")) {
            glossary.term(id).ifPresentOrElse(out::add, () -> r.problem(f.get("glossary"), "no term '" + id + "' in the glossary"
                    + YamlNodes.didYouMean(id, glossary.all().stream().map(tutor.lesson.Term::id).toList())
                    + " (add it to app/src/main/resources" + Glossary.RESOURCE + ")"));
        }
        return out;
    }

    private static List<Lesson.ExitQuestion> exitTicket(NodeReader r, Texts texts, Node node) {
        List<Lesson.ExitQuestion> out = new ArrayList<>();
        for (Node q : r.list(node, "exit-ticket")) {
            Map<String, Node> qf = r.map(q, "an exit-ticket question", EXIT);
            Text pt = texts.required(q, qf, "prompt", "an exit-ticket question");
            Text at = texts.required(q, qf, "answer", "an exit-ticket question (the answer the teacher marks against)");
            if (pt != null && at != null) {
                out.add(new Lesson.ExitQuestion(pt, at));
            }
        }
        if (out.size() > 3) {
            r.problem(node, "an exit ticket has one to three short questions (a slip answered in two or three minutes)");
        }
        return out;
    }

    private static Lesson.TeacherNotes notes(NodeReader r, Texts texts, Node node) {
        Map<String, Node> f = r.map(node, "teacher-notes", NOTES);
        Node timingNode = r.required(node, f, "timing", "teacher-notes");
        Text timing = timingNode == null ? null : texts.text(timingNode, "timing");
        Node misNode = r.required(node, f, "misconceptions", "teacher-notes");
        List<Lesson.Misconception> misconceptions = new ArrayList<>();
        if (misNode != null) {
            for (Node m : r.list(misNode, "misconceptions")) {
                Map<String, Node> mf = r.map(m, "a misconception", MISCONCEPTION);
                Node b = r.required(m, mf, "belief", "a misconception");
                Node t = r.required(m, mf, "truth", "a misconception");
                Text bt = b == null ? null : texts.text(b, "belief");
                Text tt = t == null ? null : texts.text(t, "truth");
                if (bt != null && tt != null) {
                    misconceptions.add(new Lesson.Misconception(bt, tt));
                }
            }
        }
        Text notes = texts.optional(f, "notes", "notes");
        return timing == null ? null : new Lesson.TeacherNotes(timing, misconceptions, notes);
    }

    private static Lesson.Handout handout(NodeReader r, Texts texts, Node node, List<Step> steps, List<Figure> figures) {
        Map<String, Node> f = r.map(node, "handout", HANDOUT);
        Text summary = texts.optional(f, "summary", "summary");
        List<String> worksheet = f.containsKey("worksheet") ? r.texts(f.get("worksheet"), "worksheet") : List.of();
        List<String> charts = f.containsKey("charts") ? r.texts(f.get("charts"), "charts") : List.of();
        for (String w : worksheet) {
            if (steps.stream().noneMatch(s -> s.id().equals(w) && (s instanceof Step.Question || s instanceof Step.Exercise))) {
                r.problem(f.get("worksheet"), "the worksheet names '" + w + "', which is not a question or exercise of this lesson"
                        + YamlNodes.didYouMean(w, steps.stream().filter(Step::scored).map(Step::id).toList()));
            }
        }
        for (String c : charts) {
            if (steps.stream().noneMatch(s -> s.id().equals(c) && s instanceof Step.Chart)) {
                r.problem(f.get("charts"), "the handout names the chart '" + c + "', which is not a chart step of this lesson");
            }
        }
        List<String> keyOnly = f.containsKey("key-only") ? r.texts(f.get("key-only"), "key-only") : List.of();
        List<String> figureIds = new ArrayList<>(figures.stream().map(Figure::id).toList());
        steps.forEach(s -> {
            if (s instanceof Step.Exercise e) {
                figureIds.add(e.figure().id());
            } else if (s instanceof Step.Simulate sim) {
                sim.figures().forEach(x -> figureIds.add(x.id()));
            }
        });
        for (String k : keyOnly) {
            if (!figureIds.contains(k)) {
                r.problem(f.get("key-only"), "the handout keeps '" + k + "' for the answer key, but it is not a figure of this lesson"
                        + YamlNodes.didYouMean(k, figureIds));
            }
        }
        return new Lesson.Handout(summary, worksheet, charts, keyOnly);
    }

    private static int bounded(NodeReader r, Map<String, Node> f, String key, int fallback, int min, int max, String message) {
        if (!f.containsKey(key)) {
            return fallback;
        }
        Integer v = r.integer(f.get(key), key);
        if (v != null && (v < min || v > max)) {
            r.problem(f.get(key), message);
        }
        return v == null ? fallback : v;
    }

    private static String text(NodeReader r, Node root, Map<String, Node> f, String key) {
        Node n = r.required(root, f, key, "a lesson");
        return n == null ? null : r.text(n, key);
    }
}
