package tutor.drills;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tutor.data.AtomicWrite;

/**
 * Where the learners' drill ratings live: one small text file per learner in the tutor's folder
 * ({@code drills/LEARNER.tsv}: every rating after every answer, overall and per theme, so the chart can
 * show them over time; the drills seen; the themes due for review), and one file of the drills' own
 * ratings. Each file is written whole to a temporary file and moved into place, the one before it kept
 * as {@code .bak}; reading skips a damaged line rather than the file, and falls back to the copy
 * before when nothing of the file can be read, so a damaged file never loses everything.
 */
public final class RatingStore {

    /** The rating of a scope (a theme id, or {@link #OVERALL}) after an answer, and when. */
    public record Point(String scope, Glicko2.Rating rating, long at) { }

    /** A drill answered: right first time or not, and when. */
    public record Seen(String drillId, boolean right, long at) { }

    /** A theme missed, due again on a day, at a stage of the review ladder (1, 3, 7 days). */
    public record Review(String theme, LocalDate due, int stage) { }

    /** One learner's practice. */
    public record Practice(List<Point> history, List<Seen> seen, List<Review> review) {
        public Practice {
            history = List.copyOf(history);
            seen = List.copyOf(seen);
            review = List.copyOf(review);
        }

        public static final Practice EMPTY = new Practice(List.of(), List.of(), List.of());

        /** The latest rating of a scope, or empty when the learner has not been rated there. */
        public Optional<Glicko2.Rating> current(String scope) {
            for (int i = history.size() - 1; i >= 0; i--) {
                if (history.get(i).scope().equals(scope)) {
                    return Optional.of(history.get(i).rating());
                }
            }
            return Optional.empty();
        }
    }

    /** The scope of the learner's rating over every theme. */
    public static final String OVERALL = "all";

    private final Path folder;

    public RatingStore(Path folder) {
        this.folder = folder;
    }

    /** The folder in the tutor's home ({@code -Dtutor.home=...} moves it, as tests do). */
    public static RatingStore standard() {
        String home = System.getProperty("tutor.home", System.getProperty("user.home") + "/.monopoly-tutor");
        return new RatingStore(Path.of(home, "drills"));
    }

    public Path folder() {
        return folder;
    }

    /** A learner's file: the name as a file name can hold it (letters, digits and dashes kept; the rest as code points). */
    public Path file(String learner) {
        StringBuilder b = new StringBuilder();
        learner.codePoints().forEach(c -> {
            if (Character.isLetterOrDigit(c) || c == '-') {
                b.appendCodePoint(c);
            } else {
                b.append('_').append(Integer.toHexString(c));
            }
        });
        return folder.resolve((b.length() == 0 ? "_" : b.toString()) + ".tsv");
    }

    public Practice load(String learner) {
        List<Point> history = new ArrayList<>();
        List<Seen> seen = new ArrayList<>();
        List<Review> review = new ArrayList<>();
        for (String[] f : lines(file(learner))) {
            try {
                switch (f[0]) {
                    case "rating" -> history.add(new Point(f[1], new Glicko2.Rating(Double.parseDouble(f[2]), Double.parseDouble(f[3]),
                            Double.parseDouble(f[4])), Long.parseLong(f[5])));
                    case "seen" -> seen.add(new Seen(f[1], "1".equals(f[2]), Long.parseLong(f[3])));
                    case "review" -> review.add(new Review(f[1], LocalDate.parse(f[2]), Integer.parseInt(f[3])));
                    default -> { }
                }
            } catch (RuntimeException e) {
                // A damaged line is skipped; the rest of the learner's practice stands.
            }
        }
        return new Practice(history, seen, review);
    }

    public void save(String learner, Practice p) throws IOException {
        StringBuilder b = new StringBuilder("# drill practice of one learner: rating, seen and review lines, tab-separated\n");
        for (Point pt : p.history()) {
            b.append("rating\t").append(pt.scope()).append('\t').append(pt.rating().rating()).append('\t')
                    .append(pt.rating().deviation()).append('\t').append(pt.rating().volatility()).append('\t').append(pt.at()).append('\n');
        }
        for (Seen s : p.seen()) {
            b.append("seen\t").append(s.drillId()).append('\t').append(s.right() ? 1 : 0).append('\t').append(s.at()).append('\n');
        }
        for (Review r : p.review()) {
            b.append("review\t").append(r.theme()).append('\t').append(r.due()).append('\t').append(r.stage()).append('\n');
        }
        write(file(learner), b.toString());
    }

    /** The drills' own ratings, by drill id. */
    public Map<String, Glicko2.Rating> drillRatings() {
        Map<String, Glicko2.Rating> out = new LinkedHashMap<>();
        for (String[] f : lines(folder.resolve("drill-ratings.tsv"))) {
            try {
                out.put(f[0], new Glicko2.Rating(Double.parseDouble(f[1]), Double.parseDouble(f[2]), Double.parseDouble(f[3])));
            } catch (RuntimeException e) {
                // Skipped: the drill starts again from its level's guess.
            }
        }
        return out;
    }

    public void saveDrillRatings(Map<String, Glicko2.Rating> ratings) throws IOException {
        StringBuilder b = new StringBuilder("# the drills' own ratings: id, rating, deviation, volatility\n");
        ratings.forEach((id, r) -> b.append(id).append('\t').append(r.rating()).append('\t').append(r.deviation()).append('\t')
                .append(r.volatility()).append('\n'));
        write(folder.resolve("drill-ratings.tsv"), b.toString());
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        if (Files.isRegularFile(file) && !lines(file).isEmpty()) {
            byte[] before = Files.readAllBytes(file);
            AtomicWrite.write(backup(file), out -> out.write(before));
        }
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        AtomicWrite.write(file, out -> out.write(bytes));
    }

    private static Path backup(Path file) {
        return file.resolveSibling(file.getFileName() + ".bak");
    }

    /** The tab-separated lines of a file (comments and blank lines left out); the backup's when the file gives none. */
    private static List<String[]> lines(Path file) {
        List<String[]> out = read(file);
        return out.isEmpty() ? read(backup(file)) : out;
    }

    private static List<String[]> read(Path file) {
        List<String[]> out = new ArrayList<>();
        if (!Files.isRegularFile(file)) {
            return out;
        }
        try {
            byte[] bytes = Files.readAllBytes(file);
            // Malformed bytes become replacement characters on their own line, never a lost file.
            for (String line : new String(bytes, StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#") && line.indexOf('\t') > 0) {
                    out.add(line.split("\t", -1));
                }
            }
        } catch (IOException e) {
            // Unreadable: nothing from this copy.
        }
        return out;
    }
}
