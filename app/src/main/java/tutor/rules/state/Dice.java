package tutor.rules.state;

import java.util.Arrays;

/**
 * Where throws come from: first the scripted ones in order (a scenario sets these exactly),
 * then a seeded generator, so any free game replays from its seed. Immutable: a throw
 * returns the next {@code Dice}, and the dice are part of the game state.
 */
public final class Dice {

    private final int[] script; // pairs: die1, die2, die1, die2, ...
    private final int next;     // index of the next scripted pair
    private final long seed;

    private Dice(int[] script, int next, long seed) {
        this.script = script;
        this.next = next;
        this.seed = seed;
    }

    public static Dice seeded(long seed) {
        return new Dice(new int[0], 0, seed);
    }

    /** These throws first, in order; then the seeded generator. */
    public static Dice scripted(java.util.List<Roll> throwsToCome, long seed) {
        int[] pairs = new int[throwsToCome.size() * 2];
        for (int i = 0; i < throwsToCome.size(); i++) {
            pairs[2 * i] = throwsToCome.get(i).die1();
            pairs[2 * i + 1] = throwsToCome.get(i).die2();
        }
        return new Dice(pairs, 0, seed);
    }

    /** The scripted throws still to come, in order (a throw of one die has 0 as its second die). */
    public java.util.List<Roll> upcoming() {
        java.util.List<Roll> out = new java.util.ArrayList<>();
        for (int i = next; i < script.length / 2; i++) {
            out.add(new Roll(script[2 * i], script[2 * i + 1]));
        }
        return out;
    }

    public long seed() {
        return seed;
    }

    /** The next throw of {@code count} dice (1 or 2); a scripted throw for one die keeps only its first. */
    public Thrown roll(int count) {
        Thrown t = roll();
        return count == 1 && !t.roll().singleDie() ? new Thrown(Roll.single(t.roll().die1()), t.dice()) : t;
    }

    /** The next throw; {@link Thrown#dice()} is the source after it. */
    public Thrown roll() {
        if (next < script.length / 2) {
            Roll r = new Roll(script[2 * next], script[2 * next + 1]);
            return new Thrown(r, new Dice(script, next + 1, seed));
        }
        long s1 = seed + 0x9E3779B97F4A7C15L;
        long s2 = s1 + 0x9E3779B97F4A7C15L;
        int d1 = face(mix(s1));
        int d2 = face(mix(s2));
        return new Thrown(new Roll(d1, d2), new Dice(script, next, s2));
    }

    /** A uniform number in [0, bound) from the same stream, for shuffling at set-up. */
    public Drawn draw(int bound) {
        long s1 = seed + 0x9E3779B97F4A7C15L;
        int value = (int) (((mix(s1) >>> 33) * bound) >>> 31);
        return new Drawn(value, new Dice(script, next, s1));
    }

    /** SplitMix64's finaliser: a full-avalanche mix of the counter. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private static int face(long bits) {
        // Multiply-shift maps 31 high bits onto 0..5 without modulo bias worth measuring.
        return (int) (((bits >>> 33) * 6) >>> 31) + 1;
    }

    /** A throw and the dice after it. */
    public record Thrown(Roll roll, Dice dice) { }

    /** A drawn number and the dice after it. */
    public record Drawn(int value, Dice dice) { }

    @Override
    public String toString() {
        return "Dice[script=" + Arrays.toString(script) + ", next=" + next + ", seed=" + seed + "]";
    }
}
