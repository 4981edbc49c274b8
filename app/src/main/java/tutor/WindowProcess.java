package tutor;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Starts the window in a Java process of its own, with the options a jar cannot set in its manifest: a bounded heap
 * and the serial collector (the window's data is small: left to the defaults, its memory grew past a gigabyte in an
 * hour), and a class-data-sharing archive of the tutor's own classes, made by the first start and used by every later
 * one (a faster first window). {@code java -jar monopoly-tutor.jar} and the installed launcher both come through here;
 * this first process only waits for the window's and ends with it.
 *
 * <p>Not relaunched: with {@code -Dtutor.relaunch=false}, in the relaunched process itself, or when the JVM was given
 * a class-data-sharing option of its own (the {@code -Pcds} training run).
 */
final class WindowProcess {

    /**
     * The window's memory, each option with the prefix that says it was already given: a heap of 32 MB that may grow to
     * 256 MB (the window's data is about 20 MB; a long simulation's results stream, tutor.sim), given back to the system
     * after a collection when more than 30% of it is free; the serial collector (one thread, no reserve); compiled code
     * kept under 64 MB. Measured over an hour of use with a 1,000-game run, the window stayed under 300 MB (README).
     * The same options are in the installer's launcher (app/src/packaging).
     */
    static final List<String[]> MEMORY = List.of(
            new String[] {"-Xms", "-Xms32m"},
            new String[] {"-Xmx", "-Xmx256m"},
            new String[] {"-XX:+Use", "-XX:+UseSerialGC"},
            new String[] {"-XX:MinHeapFreeRatio", "-XX:MinHeapFreeRatio=10"},
            new String[] {"-XX:MaxHeapFreeRatio", "-XX:MaxHeapFreeRatio=30"},
            new String[] {"-XX:ReservedCodeCacheSize", "-XX:ReservedCodeCacheSize=64m"});

    private WindowProcess() {
    }

    /**
     * The long commands' memory ({@code simulate}, {@code drills mine}): their results stream, so their live data is a
     * few megabytes whatever the number of games, but the default collector on a large machine grew the heap to 800 MB
     * for 10,000 games. A heap that may grow to 256 MB and the serial collector keep such a run under 200 MB and spend
     * less processor time collecting (README, "Simulation and mining beside the peer").
     */
    static final List<String[]> COMMAND_MEMORY = List.of(
            new String[] {"-Xms", "-Xms32m"},
            new String[] {"-Xmx", "-Xmx256m"},
            new String[] {"-XX:+Use", "-XX:+UseSerialGC"},
            new String[] {"-XX:ReservedCodeCacheSize", "-XX:ReservedCodeCacheSize=64m"},
            // The optimising compiler was half of a 10,000-game run's processor time (3.1 of 6.1 CPU-s, JFR): it
            // inlines less and starts later, so 10,000 games take 3.8 CPU-s; warmed-up games run about 11% slower,
            // which a run makes up only past about 100,000 games (README, "Simulation and mining beside the peer").
            new String[] {"-XX:InlineSmallCode", "-XX:InlineSmallCode=500"},
            new String[] {"-XX:FreqInlineSize", "-XX:FreqInlineSize=100"},
            new String[] {"-XX:Tier4InvocationThreshold", "-XX:Tier4InvocationThreshold=15000"},
            new String[] {"-XX:Tier4MinInvocationThreshold", "-XX:Tier4MinInvocationThreshold=2000"},
            new String[] {"-XX:Tier4CompileThreshold", "-XX:Tier4CompileThreshold=45000"},
            new String[] {"-XX:Tier4BackEdgeThreshold", "-XX:Tier4BackEdgeThreshold=120000"});

    /**
     * A short simulation's compiler: the quick compiler alone (C1, no profiling). Below about 5,000 four-player games
     * the optimising compiler costs more processor time than its faster code saves: median of three runs, classic,
     * 4 players, CPU-s with the options above then with this one: 100 games 1.08 / 0.66, 1,000 games 1.75 / 1.08,
     * 3,000 games 2.44 / 1.95, 10,000 games 3.70 / 4.88 (README, "Simulation and mining beside the peer"). Mining
     * replays each drill's moves with the full trace and is slower with it at any size (2,000 games: 15.5 / 19 CPU-s).
     */
    static final String[] SHORT_RUN_COMPILER = {"-XX:TieredStopAtLevel", "-XX:TieredStopAtLevel=1"};

    /** Games times players up to which {@link #SHORT_RUN_COMPILER} is cheaper: 4,000 games of four. */
    static final long SHORT_RUN_SEATS = 16_000;

    /** Relaunches the window with its arguments (a language); false when it must run in this process instead. */
    static boolean relaunch(String[] args) {
        return relaunch(MEMORY, "tutor", args);
    }

    /**
     * Runs a long command ({@code simulate}, {@code drills mine}) in a process with {@link #COMMAND_MEMORY}, unless
     * this JVM was given a heap bound or a collector of its own; false when it must run in this process instead.
     * Returns only when it did not relaunch: otherwise this process ends with the command's exit code.
     */
    static boolean relaunchCommand(String[] args) {
        boolean lengthy = args.length > 0 && ("simulate".equals(args[0]) || args.length > 1 && "drills".equals(args[0]) && "mine".equals(args[1]));
        if (!lengthy) {
            return false;
        }
        List<String> given = ManagementFactory.getRuntimeMXBean().getInputArguments();
        if (given.stream().anyMatch(a -> a.startsWith("-Xmx") || a.startsWith("-XX:MaxRAM") || a.startsWith("-XX:+Use"))) {
            return false; // the caller chose the memory
        }
        // An archive of its own (the classes a command loads are not the window's): 0.5 of 4.3 CPU-s of 10,000 games.
        return relaunch(commandOptions(args), "command", args);
    }

    /** The long command's options: {@link #COMMAND_MEMORY}, and for a short simulation the quick compiler alone. */
    static List<String[]> commandOptions(String[] args) {
        if (!"simulate".equals(args[0])) {
            return COMMAND_MEMORY;
        }
        // The command's own defaults (tutor.cli.SimulateCommand); a value it will refuse counts as a long run.
        long games = option(args, "--games", 1000);
        long players = option(args, "--players", 4);
        if (games < 1 || players < 1 || games * players > SHORT_RUN_SEATS) {
            return COMMAND_MEMORY;
        }
        List<String[]> out = new ArrayList<>();
        out.add(SHORT_RUN_COMPILER);
        // The optimising compiler's thresholds mean nothing without it.
        COMMAND_MEMORY.stream().filter(o -> !o[0].startsWith("-XX:Tier4")).forEach(out::add);
        return out;
    }

    /** The number after {@code name} among a command's arguments, its default when absent, -1 when not a number. */
    private static long option(String[] args, String name, long fallback) {
        for (int i = 1; i + 1 < args.length; i++) {
            if (name.equals(args[i])) {
                try {
                    return Long.parseLong(args[i + 1]);
                } catch (NumberFormatException e) {
                    return -1;
                }
            }
        }
        return fallback;
    }

    private static boolean relaunch(List<String[]> memory, String archiveName, String[] args) {
        if (!Boolean.parseBoolean(System.getProperty("tutor.relaunch", "true")) || Boolean.getBoolean("tutor.relaunched")) {
            return false;
        }
        List<String> given = ManagementFactory.getRuntimeMXBean().getInputArguments();
        if (given.stream().anyMatch(a -> a.startsWith("-XX:SharedArchiveFile") || a.startsWith("-XX:ArchiveClassesAtExit"))) {
            return false;
        }
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        String classPath = System.getProperty("java.class.path");
        if (!Files.isExecutable(java) || classPath == null || classPath.isEmpty()) {
            return false;
        }
        List<String> command = new ArrayList<>();
        command.add(java.toString());
        // What this process was given (the installed launcher's options; JDK_JAVA_OPTIONS is read again by the child).
        for (String a : given) {
            if (!a.startsWith("-agentlib") && !a.startsWith("-javaagent")) {
                command.add(a);
            }
        }
        for (String[] option : memory) {
            if (given.stream().noneMatch(a -> a.startsWith(option[0]))) {
                command.add(option[1]);
            }
        }
        command.addAll(sharing(classPath, archiveName));
        command.add("-Dtutor.relaunched=true");
        // The first window is counted from this process's start, not the window's (tutor.timing).
        command.add("-Dtutor.startedAt=" + ManagementFactory.getRuntimeMXBean().getStartTime());
        command.add("-cp");
        command.add(classPath);
        command.add(Main.class.getName());
        command.addAll(List.of(args));
        try {
            ProcessBuilder builder = new ProcessBuilder(command).inheritIO();
            // Two malloc arenas, not two per processor core: the native memory of the window's few threads stays small.
            builder.environment().putIfAbsent("MALLOC_ARENA_MAX", "2");
            Process child = builder.start();
            // Stopping this process (Ctrl+C in its terminal) stops the window or the command too.
            Runtime.getRuntime().addShutdownHook(new Thread(child::destroy));
            System.exit(child.waitFor());
        } catch (IOException e) {
            return false; // the window opens, or the command runs, in this process instead
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            System.exit(1);
        }
        return true;
    }

    /**
     * Class-data sharing for the tutor's classes: the archive this jar and this Java made, if there is one, else
     * one made when this window (or command) ends. The archive is named by both, and by what it is for (the window's
     * and the long commands' load different classes), so another version of either makes its own; an archive the JVM
     * cannot use is ignored, silently.
     */
    private static List<String> sharing(String classPath, String archiveName) {
        try {
            Path jar = Path.of(classPath.split(java.io.File.pathSeparator)[0]);
            if (!Files.isRegularFile(jar)) {
                return List.of();
            }
            String key = Integer.toHexString((jar.toAbsolutePath() + "|" + Files.size(jar) + "|" + Files.getLastModifiedTime(jar).toMillis()
                    + "|" + System.getProperty("java.vm.version")).hashCode());
            Path dir = Path.of(System.getProperty("tutor.home", System.getProperty("user.home") + "/.monopoly-tutor"), "cds");
            Files.createDirectories(dir);
            Path archive = dir.resolve(archiveName + "-" + key + ".jsa");
            List<String> out = new ArrayList<>();
            out.add("-Xshare:auto");
            out.add("-Xlog:cds=off");
            out.add("-Xlog:cds+dynamic=off");
            if (Files.isRegularFile(archive) && Files.size(archive) > 0) {
                out.add("-XX:SharedArchiveFile=" + archive);
            } else {
                try (var old = Files.list(dir)) {
                    for (Path p : old.filter(p -> p.getFileName().toString().startsWith(archiveName + "-")
                            && p.getFileName().toString().endsWith(".jsa")).toList()) {
                        Files.deleteIfExists(p); // an earlier jar's or Java's: never used again
                    }
                }
                out.add("-XX:ArchiveClassesAtExit=" + archive);
            }
            return out;
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }
}
