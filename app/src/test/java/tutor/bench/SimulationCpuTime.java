package tutor.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import tutor.data.Bundle;
import tutor.rules.state.Table;
import tutor.sim.Simulation;
import tutor.sim.SimulationSpec;
import tutor.sim.Strategies;

/**
 * The game work of {@code simulate} alone, steadier than a whole process's time on a shared machine: plays the
 * command's games (classic, 4 players, the default strategies, seed 1) on this one thread, warmed up, and divides by
 * the thread's CPU time (garbage collection and the JIT, on threads of their own, not counted), with the bytes it
 * allocates per player-turn. Run after
 * {@code mvn -B -o -DskipTests package}:
 *
 * <pre>java -XX:+UseSerialGC -cp app/target/monopoly-tutor.jar:app/target/test-classes tutor.bench.SimulationCpuTime [GAMES] [REPETITIONS]</pre>
 */
public final class SimulationCpuTime {

    private SimulationCpuTime() {
    }

    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 2_000;
        int repetitions = args.length > 1 ? Integer.parseInt(args[1]) : 7;
        Table table = Bundle.get().table("classic", List.of("Ann", "Bob", "Cy", "Di"));
        SimulationSpec spec = SimulationSpec.of(table, Strategies.parseAll(String.join(",", Strategies.DEFAULT)), games, 1);
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        com.sun.management.ThreadMXBean memory = (com.sun.management.ThreadMXBean) cpu;
        long turns = 0;
        for (int rep = 0; rep < repetitions; rep++) {
            long start = cpu.getCurrentThreadCpuTime();
            long allocated = memory.getCurrentThreadAllocatedBytes();
            turns = 0;
            for (int g = 0; g < games; g++) {
                turns += Simulation.play(spec, g).turns();
            }
            double seconds = (cpu.getCurrentThreadCpuTime() - start) / 1e9;
            long bytes = memory.getCurrentThreadAllocatedBytes() - allocated;
            System.out.printf("repetition %d: %d games in %.3f CPU-s: %,.0f games per CPU-second, %,.0f player-turns per CPU-second, %,d bytes allocated per turn%n",
                    rep + 1, games, seconds, games / seconds, turns / seconds, bytes / Math.max(1, turns));
        }
    }
}
