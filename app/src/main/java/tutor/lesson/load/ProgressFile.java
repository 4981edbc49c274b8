package tutor.lesson.load;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import tutor.lesson.Learner;
import tutor.lesson.LessonAttempt;
import tutor.lesson.Mode;
import tutor.lesson.ReviewItem;
import tutor.lesson.StepResult;

/**
 * The class list's file, one record a line: a learner, one attempt at a lesson, one review item, or a
 * learner removed. Each record is a JSON object (read and written by Jackson, fast enough for a school
 * year of classes), and the whole file is still YAML (a list of those objects under {@code records:}),
 * but each line is read on its own, so a damaged or cut-off line loses that record and nothing else, and
 * a line the tutor cannot read is counted and reported with its number. Text is written with every
 * control character escaped, so any name a learner types loads back the same. Files of the first format
 * (one YAML document) are still read, learner by learner.
 */
final class ProgressFile {

    static final String HEADER = "# Monopoly Rules Tutor: the learners on this machine and their progress. Written by the tutor.\n"
            + "# One record a line: a damaged line loses that record only. An attempt's results are\n"
            + "# [step, misses, hints, worked answer shown, right, [wrong answers]].\n";

    /** What was read: the book, and the lines that could not be read (1-based). */
    record Read(ClassBook book, List<Integer> damaged) {
        Read {
            damaged = List.copyOf(damaged);
        }
    }

    private ProgressFile() {
    }

    // ---- writing ----

    static String write(ClassBook book) {
        StringBuilder b = new StringBuilder(HEADER).append("version: 2\nrecords:\n");
        for (ClassBook.Entry e : book.entries()) {
            Learner l = e.learner();
            line(b, map("learner", l.name(), "id", e.id(), "named", e.named().toString(), "changed", e.changed().toString()));
            for (LessonAttempt a : l.attempts()) {
                List<Object> results = new ArrayList<>();
                for (StepResult r : a.results()) {
                    results.add(List.of(r.stepId(), r.misses(), r.hints(), r.workedAnswer(), r.right(), r.wrongAnswers()));
                }
                line(b, map("attempt", a.lessonId(), "learner", l.name(), "id", e.id(), "mode", a.mode().id(),
                        "started", a.started().toString(), "finished", a.finished(), "results", results));
            }
            for (ReviewItem i : l.review()) {
                line(b, map("review", i.lessonId(), "learner", l.name(), "id", e.id(), "step", i.stepId(),
                        "due", i.due().toString(), "stage", i.stage()));
            }
        }
        for (ClassBook.Gone g : book.gone()) {
            line(b, map("gone", g.id(), "at", g.at().toString()));
        }
        return b.toString();
    }

    private static void line(StringBuilder b, Map<String, Object> record) {
        try {
            b.append("- ").append(WRITER.writeValueAsString(record)).append('\n');
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static final ObjectMapper JSON = JsonMapper.builder().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .disable(JsonWriteFeature.ESCAPE_FORWARD_SLASHES).build();

    /** One line a record, with spaces after {@code :} and {@code ,} (so each line is YAML too) and every control escaped. */
    private static final ObjectWriter WRITER;

    static {
        Separators spaced = Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                .withObjectEntrySpacing(Separators.Spacing.AFTER).withArrayValueSpacing(Separators.Spacing.AFTER);
        DefaultPrettyPrinter oneLine = new DefaultPrettyPrinter(spaced).withObjectIndenter(new DefaultPrettyPrinter.NopIndenter())
                .withArrayIndenter(new DefaultPrettyPrinter.NopIndenter());
        JSON.getFactory().setCharacterEscapes(new Controls());
        WRITER = JSON.writer(oneLine);
    }

    /** Jackson escapes C0 controls itself; DEL, the C1 controls and the Unicode line and paragraph separators too. */
    private static final class Controls extends CharacterEscapes {
        private static final long serialVersionUID = 1L;
        private final int[] table = standardAsciiEscapesForJSON();

        Controls() {
            table[0x7F] = ESCAPE_STANDARD;
        }

        @Override
        public int[] getEscapeCodesForAscii() {
            return table;
        }

        @Override
        public SerializableString getEscapeSequence(int ch) {
            boolean escape = (ch >= 0x80 && ch <= 0x9F) || ch == 0x2028 || ch == 0x2029;
            return escape ? new com.fasterxml.jackson.core.io.SerializedString(String.format("\\u%04x", ch)) : null;
        }
    }

    private static Map<String, Object> map(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    // ---- reading ----

    /**
     * Reads the text (already bounded in size by the caller). The present format is recognised by its version
     * line or by any one of its records, so a damaged version line loses that line only; line ends an editor on
     * Windows wrote (CR LF) and a byte order mark are read as the tutor's own. The first format has neither.
     */
    static Read read(String raw) throws IOException {
        String text = (raw.startsWith("\uFEFF") ? raw.substring(1) : raw).replace("\r\n", "\n");
        if (!text.contains("\nversion: 2\n") && !text.startsWith("version: 2\n") && !RECORD_LINE.matcher(text).find()) {
            return LegacyProgress.read(text, loader());
        }
        Builder book = new Builder();
        List<Integer> damaged = new ArrayList<>();
        BufferedReader lines = new BufferedReader(new java.io.StringReader(text));
        int n = 0;
        for (String line; (line = lines.readLine()) != null; ) {
            n++;
            if (line.isBlank() || line.startsWith("#") || line.equals("version: 2") || line.equals("records:")) {
                continue;
            }
            try {
                if (!line.startsWith("- {") || !book.record(asMap(JSON.readValue(line.substring(2), Map.class)))) {
                    damaged.add(n);
                }
            } catch (IOException | RuntimeException e) {
                damaged.add(n);
            }
        }
        return new Read(book.build(), damaged);
    }

    /** A line that is a record of the present format (the first format writes no JSON object at a line's start). */
    private static final java.util.regex.Pattern RECORD_LINE = java.util.regex.Pattern.compile("(?m)^- \\{\"");

    /** The reader of the first format: plain data only, no aliases, duplicate keys refused. */
    static Yaml loader() {
        LoaderOptions options = new LoaderOptions();
        options.setMaxAliasesForCollections(0);
        options.setAllowDuplicateKeys(false);
        options.setNestingDepthLimit(10);
        options.setCodePointLimit(Integer.MAX_VALUE);
        return new Yaml(new SafeConstructor(options));
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> asMap(Object o) {
        if (!(o instanceof Map)) {
            throw new IllegalArgumentException("not a record");
        }
        return (Map<String, Object>) o;
    }

    /** Puts the records back together, learner by learner, in the order first met. */
    static final class Builder {
        private final Map<String, Learner> learners = new LinkedHashMap<>();
        private final Map<String, Instant[]> times = new LinkedHashMap<>();
        private final List<ClassBook.Gone> gone = new ArrayList<>();

        /** False when the record is of no kind the tutor knows. */
        boolean record(Map<String, Object> m) {
            if (m.containsKey("attempt")) {
                String id = text(m, "id");
                Learner l = learner(id, text(m, "learner"));
                learners.put(id, l.with(attempt(m, text(m, "attempt"))));
            } else if (m.containsKey("review")) {
                String id = text(m, "id");
                Learner l = learner(id, text(m, "learner"));
                ReviewItem item = new ReviewItem(text(m, "review"), text(m, "step"), LocalDate.parse(text(m, "due")), whole(m, "stage"));
                List<ReviewItem> items = new ArrayList<>(l.review());
                items.removeIf(i -> i.sameStep(item));
                items.add(item);
                learners.put(id, new Learner(l.name(), l.attempts(), items));
            } else if (m.containsKey("gone")) {
                gone.add(new ClassBook.Gone(text(m, "gone"), Instant.parse(text(m, "at"))));
            } else if (m.containsKey("learner")) {
                String id = text(m, "id");
                Instant named = Instant.parse(text(m, "named"));
                Instant changed = Instant.parse(text(m, "changed"));
                Learner l = learner(id, text(m, "learner"));
                learners.put(id, l.renamed(text(m, "learner")));
                times.put(id, new Instant[] {named, changed});
            } else {
                return false;
            }
            return true;
        }

        /** The learner under an id, made from the name a record carries when their own line was lost. */
        Learner learner(String id, String name) {
            return learners.computeIfAbsent(id, k -> Learner.named(name));
        }

        ClassBook build() {
            List<ClassBook.Entry> out = new ArrayList<>();
            learners.forEach((id, l) -> {
                Instant[] t = times.getOrDefault(id, new Instant[] {Instant.EPOCH, Instant.EPOCH});
                out.add(new ClassBook.Entry(id, l, t[0], t[1]));
            });
            return new ClassBook(out, gone);
        }
    }

    static LessonAttempt attempt(Map<String, Object> a, String lesson) {
        List<StepResult> results = new ArrayList<>();
        for (Object ro : list(a, "results")) {
            if (ro instanceof List<?> r) {
                results.add(result(r));
                continue;
            }
            Map<String, Object> x = asMap(ro);
            List<String> wrong = new ArrayList<>();
            for (Object w : list(x, "wrong-answers")) {
                wrong.add(String.valueOf(w));
            }
            results.add(new StepResult(text(x, "step"), whole(x, "misses"), whole(x, "hints"), yes(x, "worked-answer"), yes(x, "right"), wrong));
        }
        return new LessonAttempt(lesson, Mode.of(text(a, "mode")), Instant.parse(text(a, "started")), yes(a, "finished"), results);
    }

    /** A result as this format writes it: {@code [step, misses, hints, worked answer, right, [wrong answers]]}. */
    private static StepResult result(List<?> r) {
        if (r.size() != 6 || !(r.get(1) instanceof Integer misses) || !(r.get(2) instanceof Integer hints)
                || !(r.get(3) instanceof Boolean worked) || !(r.get(4) instanceof Boolean right) || !(r.get(5) instanceof List<?> wrong)
                || r.get(0) == null) {
            throw new IllegalArgumentException("not a step's result");
        }
        return new StepResult(String.valueOf(r.get(0)), misses, hints, worked, right, wrong.stream().map(String::valueOf).toList());
    }

    /** A text value; a name the first format wrote as binary (it held a control character) is read back as text. */
    static String text(Map<String, Object> m, String key) {
        Object v = m.get(key);
        if (v instanceof byte[] bytes) {
            return new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
        }
        if (v == null || v instanceof Map || v instanceof List) {
            throw new IllegalArgumentException("'" + key + "' is missing");
        }
        return String.valueOf(v);
    }

    static int whole(Map<String, Object> m, String key) {
        if (m.get(key) instanceof Integer i) {
            return i;
        }
        throw new IllegalArgumentException("'" + key + "' is not a whole number");
    }

    static boolean yes(Map<String, Object> m, String key) {
        if (m.get(key) instanceof Boolean b) {
            return b;
        }
        throw new IllegalArgumentException("'" + key + "' is not true or false");
    }

    static List<?> list(Map<String, Object> m, String key) {
        Object v = m.get(key);
        if (v == null) {
            return List.of();
        }
        if (v instanceof List<?> l) {
            return l;
        }
        throw new IllegalArgumentException("'" + key + "' is not a list");
    }
}
