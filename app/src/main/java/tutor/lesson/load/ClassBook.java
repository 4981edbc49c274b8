package tutor.lesson.load;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.UUID;
import tutor.lesson.Learner;

/**
 * The class as the store keeps it: each learner under an id that a rename does not change, with when
 * they were last named and last changed, and a note ("gone") for each learner removed. Two copies of the
 * tutor open on one folder each keep a book; {@link #merge} puts two books together so that neither copy
 * loses what the other recorded: a learner renamed in one copy keeps the progress the other copy saved
 * under the old name afterwards (same id, the later name wins), and a learner removed in one copy stays
 * removed unless the other copy recorded something for them after the removal (their work is kept).
 * Learners that two copies added under one name become one learner. A value: every change returns a new book.
 */
public record ClassBook(List<Entry> entries, List<Gone> gone) {

    /** One learner: the id, their progress, when they were last named and when their record last changed. */
    public record Entry(String id, Learner learner, Instant named, Instant changed) {
        public String name() {
            return learner.name();
        }
    }

    /** A learner removed, and when. */
    public record Gone(String id, Instant at) { }

    public static final ClassBook EMPTY = new ClassBook(List.of(), List.of());

    public ClassBook {
        entries = List.copyOf(entries);
        gone = List.copyOf(gone);
    }

    /**
     * A book for learners known only by name (a file of the first format, a test): the id comes from the
     * name, so two copies that read the same old file agree on it; the times are the epoch.
     */
    public static ClassBook of(List<Learner> learners) {
        return of(learners, Instant.EPOCH);
    }

    /**
     * Learners known by name whose progress changed at {@code changed} (a class session's results): merged with the
     * class list, each joins the learner of the same name, or is added.
     */
    public static ClassBook of(List<Learner> learners, Instant changed) {
        List<Entry> out = new ArrayList<>();
        for (Learner l : learners) {
            out.add(new Entry(nameId(l.name()), l, Instant.EPOCH, changed));
        }
        return new ClassBook(out, List.of());
    }

    static String nameId(String name) {
        return "name:" + name;
    }

    public List<Learner> learners() {
        return entries.stream().map(Entry::learner).toList();
    }

    public Optional<Entry> named(String name) {
        return entries.stream().filter(e -> e.name().equals(name)).findFirst();
    }

    public Optional<Entry> withId(String id) {
        return entries.stream().filter(e -> e.id().equals(id)).findFirst();
    }

    /** A new learner with no progress yet, under a new id. */
    public ClassBook added(String name, Instant now) {
        List<Entry> out = new ArrayList<>(entries);
        out.add(new Entry(UUID.randomUUID().toString(), Learner.named(name), now, now));
        return new ClassBook(out, gone);
    }

    /** The learner under a new name, with all their progress (the id stays). */
    public ClassBook renamed(String old, String now, Instant at) {
        return new ClassBook(entries.stream().map(e -> e.name().equals(old)
                ? new Entry(e.id(), e.learner().renamed(now), at, at) : e).toList(), gone);
    }

    /** The learner taken off the class, with a note that they were, so other copies drop them too. */
    public ClassBook removed(String name, Instant at) {
        List<Gone> notes = new ArrayList<>(gone);
        entries.stream().filter(e -> e.name().equals(name)).forEach(e -> notes.add(new Gone(e.id(), at)));
        return new ClassBook(entries.stream().filter(e -> !e.name().equals(name)).toList(), notes);
    }

    /** The learner's new progress (found by name; a name not in the class is added). */
    public ClassBook updated(Learner changed, Instant at) {
        if (named(changed.name()).isEmpty()) {
            ClassBook b = added(changed.name(), at);
            return b.updated(changed, at);
        }
        return new ClassBook(entries.stream().map(e -> e.name().equals(changed.name())
                ? new Entry(e.id(), changed, e.named(), at) : e).toList(), gone);
    }

    /**
     * This book and another copy's, put together; nothing either recorded is lost. The order is this
     * book's, then the learners only the other knows.
     */
    public ClassBook merge(ClassBook other) {
        Map<String, Instant> removedAt = new TreeMap<>();
        for (Gone g : concat(gone, other.gone)) {
            removedAt.merge(g.id(), g.at(), (a, b) -> a.isAfter(b) ? a : b);
        }
        Map<String, Entry> byId = new LinkedHashMap<>();
        for (Entry e : concat(entries, other.entries)) {
            byId.merge(e.id(), e, ClassBook::same);
        }
        // A removal stands unless the learner's record changed after it (then their work is kept).
        byId.values().removeIf(e -> removedAt.containsKey(e.id()) && !e.changed().isAfter(removedAt.get(e.id())));
        Map<String, Entry> byName = new LinkedHashMap<>();
        for (Entry e : byId.values()) {
            byName.merge(e.name().toLowerCase(Locale.ROOT), e, ClassBook::sameName);
        }
        List<Gone> notes = new ArrayList<>();
        removedAt.forEach((id, at) -> notes.add(new Gone(id, at)));
        return new ClassBook(new ArrayList<>(byName.values()), notes);
    }

    /** One learner as two copies kept them: every attempt of either, the name given last. */
    private static Entry same(Entry a, Entry b) {
        Entry namer = a.named().isAfter(b.named()) || (a.named().equals(b.named()) && a.name().compareTo(b.name()) <= 0) ? a : b;
        Learner progress = a.learner().mergedWith(b.learner()).renamed(namer.name());
        return new Entry(a.id(), progress, namer.named(), later(a.changed(), b.changed()));
    }

    /** Two learners two copies added under one name: one learner, under the smaller id. */
    private static Entry sameName(Entry a, Entry b) {
        Entry kept = a.id().compareTo(b.id()) <= 0 ? a : b;
        Entry other = kept == a ? b : a;
        return same(new Entry(kept.id(), kept.learner(), kept.named(), kept.changed()),
                new Entry(kept.id(), other.learner(), other.named(), other.changed()));
    }

    private static Instant later(Instant a, Instant b) {
        return a.isAfter(b) ? a : b;
    }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        List<T> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
