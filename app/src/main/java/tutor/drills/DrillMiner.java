package tutor.drills;

import tutor.sim.GamePool;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import tutor.data.Bundle;
import tutor.rules.Referee;
import tutor.rules.Setup;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.state.Ruling;
import tutor.rules.state.Table;
import tutor.sim.Players;
import tutor.sim.Policy;
import tutor.sim.SimulationSpec;
import tutor.trace.RecordingTracer;

/**
 * Plays games between the lab's strategies and keeps the moments where a tricky rule decides. Each
 * ruling is traced; when its rule ids (or the decision it answered) make a theme, the moment runs
 * from the latest position of that turn a scenario can hold to that ruling, and {@link DrillMaker}
 * writes it as a drill. The same position is never kept twice (its canonical hash), so mining more
 * games only adds new drills. Games run on as many threads as asked, each from its own seed.
 */
public final class DrillMiner {

    /** The names seated at a mined table. */
    static final List<String> NAMES = List.of("Ann", "Ben", "Cat", "Dan", "Eve", "Fay");
    /** The most players a mined table seats: the names above. */
    public static final int MAX_PLAYERS = NAMES.size();
    /** A moment longer than this (a long auction, a long raise) makes a script too long to follow. */
    static final int LONGEST_SCRIPT = 8;
    /** Drills of one theme kept from one game: variety comes from many games. */
    static final int PER_THEME_PER_GAME = 1;
    /** Moments kept from one game, the rarest themes first: a game gives a few drills, many games give variety. */
    static final int MOMENTS_PER_GAME = 4;
    /** The themes from the rarest in bot games (a forced fine: about one game in twenty) to the commonest. */
    static final List<Theme> RAREST_FIRST = List.of(Theme.BUILDING_SHORTAGE, Theme.HOTEL_BREAKDOWN, Theme.JAIL_FORCED_FINE, Theme.JAIL_DOUBLES,
            Theme.MORTGAGED_LOT_RENT, Theme.GROUP_RENT, Theme.THREE_DOUBLES, Theme.AUCTION, Theme.INCOME_TAX_CHOICE,
            Theme.BANKRUPTCY_MORTGAGES, Theme.CARD_MOVES, Theme.RAISE_MONEY, Theme.JAIL_CHOICES, Theme.OWNER_IN_JAIL,
            Theme.BUILDING_RENT, Theme.TAXES, Theme.RAILROADS_UTILITIES);

    /**
     * @param ruleset    the edition (with house rules after '+')
     * @param strategies dealt round the seats and moved one seat each game, as in a simulation
     */
    public record Spec(String ruleset, int games, long seed, List<Policy> strategies, int players, int threads, Set<Theme> themes) {
        public Spec {
            strategies = List.copyOf(strategies);
            themes = Set.copyOf(themes);
            if (games < 1 || players < 2 || threads < 1 || strategies.isEmpty()) {
                throw new IllegalArgumentException("mining needs a game, two players, a thread and a strategy");
            }
        }

        /** Every theme. */
        public Spec(String ruleset, int games, long seed, List<Policy> strategies, int players, int threads) {
            this(ruleset, games, seed, strategies, players, threads, Set.of());
        }
    }

    /** What a run found: drills kept by theme, moments met that gave no drill, games played. */
    public record Summary(int games, Map<Theme, Integer> kept, int moments, int duplicates, boolean cancelled) {
        public int total() {
            return kept.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    private DrillMiner() {
    }

    /**
     * Mines the games of a spec. {@code known} holds the hashes already mined (a folder's drills): they
     * are not made again, and every new drill's hash is added. {@code sink} receives each new drill, from
     * the worker threads, one at a time.
     */
    public static Summary mine(Spec spec, Set<String> known, Consumer<Drill> sink, IntConsumer progress, BooleanSupplier cancelled) {
        Table table = Bundle.get().table(spec.ruleset(), NAMES.subList(0, spec.players()));
        SimulationSpec sim = new SimulationSpec(table, spec.strategies(), spec.games(), spec.seed(),
                SimulationSpec.DEFAULT_CAP_ROUNDS, 1, SimulationSpec.DEFAULT_SAMPLE_ROUNDS);
        Set<String> seen = ConcurrentHashMap.newKeySet();
        seen.addAll(known);
        Map<Theme, AtomicInteger> kept = new EnumMap<>(Theme.class);
        for (Theme t : Theme.values()) {
            kept.put(t, new AtomicInteger());
        }
        AtomicInteger moments = new AtomicInteger();
        AtomicInteger duplicates = new AtomicInteger();
        int done = GamePool.run("drill-miner", spec.threads(), spec.games(), cancelled, progress, () -> {
            DrillMaker maker = new DrillMaker();
            return g -> {
                for (DrillMaker.Moment m : moments(sim, table, g, spec.themes(), cancelled)) {
                    moments.incrementAndGet();
                    DrillMaker.Written w = DrillMaker.write(m);
                    if (!seen.add(w.hash())) {
                        duplicates.incrementAndGet();
                        continue;
                    }
                    maker.make(w, m.theme()).ifPresent(d -> {
                        kept.get(d.theme()).incrementAndGet();
                        synchronized (sink) {
                            sink.accept(d);
                        }
                    });
                }
            };
        }, "a mined game");
        Map<Theme, Integer> counts = new EnumMap<>(Theme.class);
        kept.forEach((t, n) -> counts.put(t, n.get()));
        return new Summary(done, counts, moments.get(), duplicates.get(), cancelled.getAsBoolean());
    }

    /** The moments of one game, in the order they happened. */
    static List<DrillMaker.Moment> moments(SimulationSpec sim, Table table, int game, Set<Theme> wanted, BooleanSupplier cancelled) {
        List<Policy> seats = new ArrayList<>();
        for (int seat = 0; seat < sim.players(); seat++) {
            seats.add(sim.strategyAt(game, seat));
        }
        Players bot = new Players(seats);
        Referee referee = new Referee();
        GameState s = Setup.newGame(table, sim.gameSeed(game));
        int maxTurns = sim.capRounds() * sim.players();
        Deque<Outcome> turn = new ArrayDeque<>();
        Map<Theme, Integer> taken = new EnumMap<>(Theme.class);
        List<DrillMaker.Moment> out = new ArrayList<>();
        int moves = 0;
        while (!s.isOver() && s.turn() < maxTurns && moves++ < maxTurns * 50 && !cancelled.getAsBoolean()) {
            Move m = bot.choose(s, referee);
            if (m == null) {
                break;
            }
            Ruling r = referee.apply(s, m, new RecordingTracer());
            if (!(r instanceof Ruling.Applied a)) {
                throw new IllegalStateException("a strategy chose a move the rules refuse: " + m);
            }
            Outcome o = a.outcome();
            if (startsTurn(s)) {
                turn.clear();
            }
            turn.addLast(o);
            if (turn.size() > 60) {
                turn.removeFirst();
            }
            if ((wanted.isEmpty() || wanted.contains(Theme.BUILDING_SHORTAGE)) && !taken.containsKey(Theme.BUILDING_SHORTAGE)) {
                DrillMaker.Moment shortage = shortage(o.after(), referee);
                if (shortage != null) {
                    taken.put(Theme.BUILDING_SHORTAGE, 1);
                    out.add(shortage);
                }
            }
            for (Theme t : Theme.of(o)) {
                if (taken.getOrDefault(t, 0) >= PER_THEME_PER_GAME || !wanted.isEmpty() && !wanted.contains(t)) {
                    continue;
                }
                DrillMaker.Moment moment = moment(turn, t);
                if (moment != null) {
                    taken.merge(t, 1, Integer::sum);
                    out.add(moment);
                }
            }
            s = o.after();
        }
        out.sort(java.util.Comparator.comparingInt(m -> RAREST_FIRST.indexOf(m.theme())));
        return out.size() > MOMENTS_PER_GAME ? out.subList(0, MOMENTS_PER_GAME) : out;
    }

    /**
     * The strategies never ask for houses the Bank is short of, so the shortage is put to the position
     * when a game reaches one: between moves, with one to six houses left, the player whose turn it is
     * (or the first who may) asks for them all and another player who could place one asks for one. The
     * moment is kept when the rules open the auction.
     */
    private static DrillMaker.Moment shortage(GameState s, Referee referee) {
        int supply = s.bankHouses();
        if (supply < 1 || supply > 6 || !(s.pending() instanceof Pending.TurnOver) || !DrillMaker.holdable(s)) {
            return null;
        }
        List<Integer> askers = new ArrayList<>();
        for (int k = 0; k < s.players().size(); k++) {
            int seat = (s.current() + k) % s.players().size();
            if (referee.check(s, new Move.RequestBuildings(seat, false, 1)).isEmpty()) {
                askers.add(seat);
            }
        }
        if (askers.size() < 2) {
            return null;
        }
        Ruling first = referee.apply(s, new Move.RequestBuildings(askers.get(0), false, supply), new RecordingTracer());
        if (!(first instanceof Ruling.Applied a)) {
            return null;
        }
        Ruling second = referee.apply(a.outcome().after(), new Move.RequestBuildings(askers.get(1), false, 1), new RecordingTracer());
        if (!(second instanceof Ruling.Applied b) || !Theme.of(b.outcome()).contains(Theme.BUILDING_SHORTAGE)) {
            return null;
        }
        return new DrillMaker.Moment(List.of(a.outcome(), b.outcome()), Theme.BUILDING_SHORTAGE);
    }

    private static boolean startsTurn(GameState s) {
        return s.pending() instanceof Pending.AwaitRoll && s.doubles() == 0 && !s.rollAgain();
    }

    /** From the latest holdable position of the turn to the last ruling, or null when none is near enough. */
    private static DrillMaker.Moment moment(Deque<Outcome> turn, Theme theme) {
        List<Outcome> list = new ArrayList<>(turn);
        int last = list.size() - 1;
        for (int j = last; j >= 0 && last - j < LONGEST_SCRIPT; j--) {
            if (DrillMaker.holdable(list.get(j).before())) {
                return new DrillMaker.Moment(list.subList(j, last + 1), theme);
            }
        }
        return null;
    }
}
