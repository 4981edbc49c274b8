package tutor.lesson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.lesson.load.ClassBook;
import tutor.lesson.load.ProgressStore;

/**
 * Progress survives a save and a load exactly, whatever a learner's name holds; and a damaged, cut-off,
 * unreadable or oversized file never drops the class: what can be read is kept, what could not is said,
 * the file as it was is copied aside (never renamed), and a file that cannot be read is never written over.
 */
class ProgressStoreTest {

    @TempDir
    Path dir;

    static Learner ann() {
        StepResult r = new StepResult("third-fine", 1, 2, false, true, List.of("150", "Yes: \"free\", # not a comment"));
        Learner a = Learner.named("Ann Ó'Brien").with(new LessonAttempt("leaving-jail", Mode.PRACTISE,
                Instant.parse("2026-11-23T10:15:30Z"), true, List.of(r)));
        return a.reviewAfter("leaving-jail", r, LocalDate.of(2026, 11, 23));
    }

    /** A learner with {@code n} attempts at a lesson, each with two results. */
    static Learner learner(String name, int n) {
        Learner l = Learner.named(name);
        for (int i = 0; i < n; i++) {
            l = l.with(new LessonAttempt("lesson-" + i, Mode.QUIZ, Instant.parse("2026-09-01T08:00:00Z").plusSeconds(i), i % 2 == 0,
                    List.of(new StepResult("q1", 0, 0, false, true, List.of()), new StepResult("q2", 1, 1, false, true, List.of("$50")))));
        }
        return l;
    }

    private static int attempts(List<Learner> cls) {
        return cls.stream().mapToInt(l -> l.attempts().size()).sum();
    }

    @Test
    void whatIsSavedLoadsBackTheSame() throws Exception {
        ProgressStore store = new ProgressStore(dir.resolve("class/learners.yaml"));
        List<Learner> cls = List.of(ann(), Learner.named("Ben"));
        store.save(cls);
        assertThat(store.load()).isEqualTo(cls);
        assertThat(store.read().trouble()).isEmpty();
        assertThat(Files.list(dir.resolve("class"))).as("no temporary file left").hasSize(1);
    }

    @Test
    void namesWithControlCharactersAndOddTextLoadBackTheSameOneRecordALine() throws Exception {
        StringBuilder controls = new StringBuilder("Esc");
        for (char c = 0; c <= 0x9F; c++) {
            if (tutor.text.ControlChars.isControl(c)) {
                controls.append(c);
            }
        }
        List<Learner> cls = new ArrayList<>();
        for (String name : List.of(controls.toString(), "Line\u2028Sep\u2029Par\u0085Next", "yes", "123", "- dash", "# hash",
                "{brace}", "'quote", "\"dq\"", "Тюрьма", "tab\there", "\uD83D\uDE00 smile")) {
            cls.add(Learner.named(name).with(new LessonAttempt("x", Mode.QUIZ, Instant.EPOCH, true,
                    List.of(new StepResult("q", 1, 0, false, true, List.of(name, "two\nlines\r\nthree"))))));
        }
        ProgressStore store = new ProgressStore(dir.resolve("learners.yaml"));
        store.save(cls);
        assertThat(store.read().trouble()).isEmpty();
        assertThat(store.load()).isEqualTo(cls);
        List<String> lines = Files.readAllLines(dir.resolve("learners.yaml"), StandardCharsets.UTF_8);
        assertThat(lines.stream().filter(l -> l.startsWith("- {"))).as("one line per learner and per attempt").hasSize(2 * cls.size());
        assertThat(String.join("\n", lines).chars().filter(tutor.text.ControlChars::isControl)).as("written escaped").isEmpty();
        Object yaml = new org.yaml.snakeyaml.Yaml(new org.yaml.snakeyaml.constructor.SafeConstructor(new org.yaml.snakeyaml.LoaderOptions()))
                .load(Files.readString(dir.resolve("learners.yaml")));
        assertThat((List<?>) ((java.util.Map<?, ?>) yaml).get("records")).as("the whole file is YAML too").hasSize(2 * cls.size());
    }

    @Test
    void aSchoolYearOfSeveralClassesFitsWithRoomToSpare() throws Exception {
        // One class of a school year: 30 learners, 24 lessons each taken 3 times, 10 scored steps a lesson.
        List<Learner> cls = new ArrayList<>();
        for (int k = 0; k < 30; k++) {
            Learner l = Learner.named("Learner " + k);
            for (int lesson = 0; lesson < 24; lesson++) {
                for (int a = 0; a < 3; a++) {
                    List<StepResult> rs = new ArrayList<>();
                    for (int s = 0; s < 10; s++) {
                        rs.add(new StepResult("step-" + s, s % 3, s % 2, false, true, s % 3 == 0 ? List.of() : List.of("$150")));
                    }
                    l = l.with(new LessonAttempt("lesson-number-" + lesson, Mode.QUIZ,
                            Instant.parse("2026-09-01T08:00:00Z").plusSeconds(lesson * 1000L + a), true, rs));
                }
            }
            cls.add(l);
        }
        Path f = dir.resolve("learners.yaml");
        ProgressStore store = new ProgressStore(f);
        store.save(cls);
        long oneClass = Files.size(f);
        assertThat(oneClass * 10).as("ten classes, %d bytes for one", oneClass).isLessThan(ProgressStore.MAX_BYTES / 4);
        assertThat(store.load()).isEqualTo(cls);
    }

    @Test
    void aFileOfTheFirstFormatStillLoadsEvenANameSavedAsBinary() throws Exception {
        Path f = dir.resolve("learners.yaml");
        Files.writeString(f, """
                # Monopoly Rules Tutor: the learners on this machine and their progress. Written by the tutor.
                version: 1
                learners:
                - name: !!binary |-
                    QW5uGw==
                  attempts:
                  - lesson: leaving-jail
                    mode: practise
                    started: '2026-11-23T10:15:30Z'
                    finished: true
                    results:
                    - step: third-fine
                      misses: 1
                      hints: 2
                      worked-answer: false
                      right: true
                      wrong-answers: ['150']
                  - lesson: broken
                    mode: nonsense
                  review: []
                - name: Ben
                  attempts: []
                  review:
                  - lesson: leaving-jail
                    step: third-fine
                    due: '2026-11-24'
                    stage: 0
                - name: Cut
                  attempts: [ {lesson: x, mode: quiz, started
                """);
        ProgressStore.Loaded loaded = new ProgressStore(f).read();
        assertThat(loaded.learners()).extracting(Learner::name).containsExactly("Ann\u001b", "Ben");
        assertThat(loaded.learners().get(0).attempts()).hasSize(1);
        assertThat(loaded.learners().get(1).review()).hasSize(1);
        assertThat(loaded.trouble()).hasValueSatisfying(t -> {
            assertThat(t.kind()).isEqualTo(ProgressStore.Trouble.Kind.DAMAGED);
            assertThat(t.records()).as("the broken attempt and the cut learner").isEqualTo(2);
        });
    }

    @Test
    void aCutOffFileLosesAtMostTheRecordItWasCutIn() throws Exception {
        ProgressStore full = new ProgressStore(dir.resolve("full.yaml"));
        List<Learner> cls = List.of(learner("Ann", 4), learner("Ben", 3), learner("Cat", 5));
        full.save(cls);
        byte[] bytes = Files.readAllBytes(dir.resolve("full.yaml"));
        String text = new String(bytes, StandardCharsets.UTF_8);
        Path cut = dir.resolve("cut/learners.yaml");
        Files.createDirectories(cut.getParent());
        List<Integer> cuts = new ArrayList<>();
        for (int start = text.indexOf("- {"); start >= 0; start = text.indexOf("- {", start + 1)) {
            int end = text.indexOf('\n', start);
            cuts.addAll(List.of(start, start + 1, (start + end) / 2, end - 1, end));
        }
        for (int at : cuts) {
            Files.write(cut, java.util.Arrays.copyOf(bytes, at));
            long wholeAttempts = text.substring(0, at).lines().filter(l -> l.contains("{attempt:")).count()
                    - (text.substring(0, at).endsWith("\n") ? 0 : 1);
            ProgressStore.Loaded loaded = new ProgressStore(cut).read();
            assertThat(attempts(loaded.learners())).as("cut at byte %d", at).isGreaterThanOrEqualTo((int) wholeAttempts);
            try (var s = Files.list(cut.getParent())) {
                s.filter(p -> !p.equals(cut)).forEach(p -> p.toFile().delete());
            }
        }
    }

    @Test
    void windowsLineEndsAByteOrderMarkOrADamagedVersionLineLoseNoLearner() throws Exception {
        Path f = dir.resolve("learners.yaml");
        ProgressStore store = new ProgressStore(f);
        store.save(List.of(learner("Ann", 3), learner("Ben", 2)));
        String text = Files.readString(f);
        // An editor on Windows, a BOM-writing editor, a slip of the keyboard on the version line.
        for (String changed : List.of(text.replace("\n", "\r\n"), "\uFEFF" + text, text.replace("version: 2\n", "versoin: 2\n"))) {
            Files.writeString(f, changed);
            ProgressStore.Loaded loaded = store.read();
            assertThat(loaded.learners()).as(changed.substring(0, 3)).extracting(Learner::name).containsExactly("Ann", "Ben");
            assertThat(attempts(loaded.learners())).isEqualTo(5);
            assertThat(loaded.trouble().map(ProgressStore.Trouble::records).orElse(0)).as("at most the version line").isLessThanOrEqualTo(1);
        }
    }

    @Test
    void aDamagedRecordIsLeftOutSaidAndTheFileAsItWasIsCopiedAside() throws Exception {
        Path f = dir.resolve("learners.yaml");
        ProgressStore store = new ProgressStore(f);
        store.save(List.of(learner("Ann", 3), learner("Ben", 2)));
        List<String> lines = new ArrayList<>(Files.readAllLines(f));
        int broken = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("lesson-1") && lines.get(i).contains("Ann")) {
                lines.set(i, lines.get(i).substring(0, 40) + "\u0000garbage: [");
                broken = i + 1;
            }
        }
        Files.write(f, lines);
        byte[] damaged = Files.readAllBytes(f);
        ProgressStore.Loaded loaded = store.read();
        assertThat(loaded.learners()).extracting(Learner::name).containsExactly("Ann", "Ben");
        assertThat(attempts(loaded.learners())).isEqualTo(4);
        ProgressStore.Trouble t = loaded.trouble().orElseThrow();
        assertThat(t.kind()).isEqualTo(ProgressStore.Trouble.Kind.DAMAGED);
        assertThat(t.records()).isEqualTo(1);
        assertThat(t.firstLine()).isEqualTo(broken);
        assertThat(Files.readAllBytes(t.copy())).isEqualTo(damaged);
        assertThat(Files.readAllBytes(f)).as("the file stays where it was until the next save").isEqualTo(damaged);
        assertThat(store.read().trouble().orElseThrow().copy()).as("one copy for the same content").isEqualTo(t.copy());

        store.saveMerged(loaded.book());
        assertThat(store.read().trouble()).isEmpty();
        assertThat(attempts(store.load())).isEqualTo(4);
    }

    @Test
    void aFileThatCannotBeReadIsNeverWrittenOverOrRenamed() throws Exception {
        Path f = dir.resolve("learners.yaml");
        Files.createDirectory(f); // read fails as it would for another account's file
        ProgressStore store = new ProgressStore(f);
        ProgressStore.Loaded loaded = store.read();
        assertThat(loaded.learners()).isEmpty();
        assertThat(loaded.trouble().orElseThrow().kind()).isEqualTo(ProgressStore.Trouble.Kind.UNREADABLE);
        assertThatThrownBy(() -> store.saveMerged(ClassBook.of(List.of(ann())))).isInstanceOf(IOException.class)
                .hasMessageContaining("not written over");
        assertThat(f).isDirectory();
        try (var s = Files.list(dir)) {
            assertThat(s.map(p -> p.getFileName().toString())).noneMatch(n -> n.contains("unreadable") || n.contains("damaged"));
        }
    }

    @Test
    void anotherAccountsFileWithoutReadPermissionIsLeftAlone() throws Exception {
        Path f = dir.resolve("learners.yaml");
        new ProgressStore(f).save(List.of(ann()));
        byte[] before = Files.readAllBytes(f);
        Files.setPosixFilePermissions(f, java.util.Set.of());
        Assumptions.assumeFalse(Files.isReadable(f), "running as root, who reads every file");
        ProgressStore store = new ProgressStore(f);
        assertThat(store.read().trouble().orElseThrow().kind()).isEqualTo(ProgressStore.Trouble.Kind.UNREADABLE);
        assertThatThrownBy(() -> store.saveMerged(ClassBook.of(List.of(Learner.named("Ben"))))).isInstanceOf(IOException.class);
        Files.setPosixFilePermissions(f, java.util.Set.of(java.nio.file.attribute.PosixFilePermission.OWNER_READ));
        assertThat(Files.readAllBytes(f)).isEqualTo(before);
    }

    @Test
    void aFilePastTheLimitLoadsWhatFitsAndKeepsTheWholeFileAside() throws Exception {
        Path f = dir.resolve("learners.yaml");
        new ProgressStore(f).save(List.of(learner("Ann", 20), learner("Ben", 20)));
        long size = Files.size(f);
        ProgressStore small = new ProgressStore(f, size / 2);
        ProgressStore.Loaded loaded = small.read();
        assertThat(loaded.learners()).extracting(Learner::name).contains("Ann");
        assertThat(attempts(loaded.learners())).isBetween(10, 39);
        ProgressStore.Trouble t = loaded.trouble().orElseThrow();
        assertThat(t.kind()).isEqualTo(ProgressStore.Trouble.Kind.TOO_LARGE);
        assertThat(Files.size(t.copy())).isEqualTo(size);
        assertThat(attempts(new ProgressStore(t.copy()).load())).as("the copy holds every attempt").isEqualTo(40);
    }

    @Test
    void noFileMeansNoLearnersYet() {
        assertThat(new ProgressStore(dir.resolve("none.yaml")).load()).isEmpty();
    }
}
