package tutor.cli;

import java.io.BufferedReader;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import tutor.play.CoachWords;
import tutor.play.PlayText;
import tutor.play.SummaryWords;
import tutor.play.game.Advice;
import tutor.play.game.Coach;
import tutor.play.game.FreeGame;
import tutor.play.game.GameSummary;
import tutor.play.game.Played;
import tutor.rules.Referee;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.MoveOption;
import tutor.rules.state.PlayerState;
import tutor.scenario.MoveText;
import tutor.trace.TextTraceRenderer;

/**
 * A free game at the terminal: computer seats move at once, a person's seat is shown its legal moves
 * numbered and answers with a number (an amount after a bid), and every ruling is printed.
 */
final class TerminalTable {

    private final FreeGame game;
    private final PlayText words;
    private final BufferedReader in;
    private final PrintStream out;
    private final TextTraceRenderer renderer;
    private final Referee referee;
    private final boolean coach;
    private final boolean brief;

    TerminalTable(FreeGame game, PlayText words, BufferedReader in, PrintStream out, TextTraceRenderer renderer,
                  Referee referee, boolean coach, boolean brief) {
        this.game = game;
        this.words = words;
        this.in = in;
        this.out = out;
        this.renderer = renderer;
        this.referee = referee;
        this.coach = coach;
        this.brief = brief;
    }

    /** Plays until the game ends, the turn limit, the end of the input or a "q"; then prints the summary. */
    void play(int turnLimit) {
        while (true) {
            if (game.over()) {
                break;
            }
            if (game.turns() >= turnLimit) {
                out.println();
                out.println(words.get("cli.limit", turnLimit));
                break;
            }
            if (game.waitsForComputer()) {
                Played p = game.computerMove();
                if (p == null) {
                    out.println(words.get("cli.stuck", words.player(game.actor())));
                    break;
                }
                show(p);
                continue;
            }
            if (!personMoves()) {
                break;
            }
        }
        summary();
    }

    private void show(Played p) {
        GameState s = p.before();
        String what = MoveText.describe(s, p.move(), words.words());
        if (brief) {
            out.println((p.applied() ? "" : "x ") + what);
            return;
        }
        out.println();
        out.println("## " + what);
        out.print(renderer.render(p.ruling().trace()));
    }

    /** One person's move: false when the person stops the game or the input ends. */
    private boolean personMoves() {
        GameState s = game.state();
        int seat = game.actor();
        List<Move> moves = movesOf(s, seat);
        out.println();
        out.println(words.get("cli.turn", s.turn() + 1, words.player(seat),
                words.words().format(Referee.describe(s, s.pending()), s.table())));
        out.println(words.get("cli.cash", words.player(seat), words.money(s.player(seat).cash())));
        if (coach) {
            coach(s, seat, true);
        }
        out.println(words.get("cli.moves"));
        for (int i = 0; i < moves.size(); i++) {
            out.println("  " + words.get("cli.move", i + 1, MoveText.describe(s, moves.get(i), words.words())));
        }
        out.println(words.get("cli.help"));
        while (true) {
            out.print("> ");
            out.flush();
            String line = PlayCommand.readLine(in);
            if (line == null) {
                out.println();
                out.println(words.get("cli.ended"));
                return false;
            }
            String answer = line.trim();
            switch (answer.toLowerCase(java.util.Locale.ROOT)) {
                case "" -> {
                    continue;
                }
                case "q", "quit" -> {
                    out.println(words.get("cli.quit"));
                    return false;
                }
                case "?" -> {
                    whyNot(s, seat);
                    continue;
                }
                case "c" -> {
                    coach(s, seat, false);
                    continue;
                }
                case "s" -> {
                    status(s);
                    continue;
                }
                case "h", "help" -> {
                    out.println(words.get("cli.help"));
                    continue;
                }
                case "u" -> {
                    List<Played> taken = game.undo();
                    out.println(taken.isEmpty() ? words.get("cli.undo.none") : words.get("cli.undone", taken.size()));
                    return true;
                }
                default -> {
                }
            }
            if (answer.toLowerCase(java.util.Locale.ROOT).startsWith("d ") || answer.equalsIgnoreCase("d")) {
                Played typed = typedThrow(answer, s, seat, moves);
                if (typed != null) {
                    show(typed);
                    return true;
                }
                continue;
            }
            Move chosen = parse(answer, moves);
            if (chosen != null) {
                show(game.act(chosen));
                return true;
            }
        }
    }

    /**
     * Dice as they fell on a real board: "d 3 4" (one die in an edition thrown with one: "d 5").
     * Null after saying what is wrong: no throw open now, or not a die's face.
     */
    private Played typedThrow(String answer, GameState s, int seat, List<Move> moves) {
        if (moves.stream().noneMatch(m -> m instanceof Move.RollDice)) {
            out.println(words.get("cli.dice.notNow"));
            return null;
        }
        int dice = s.rules().dice();
        String[] parts = answer.trim().split("\\s+");
        if (parts.length != dice + 1) {
            out.println(words.get("cli.dice.bad", dice));
            return null;
        }
        int[] faces = new int[dice];
        for (int i = 0; i < dice; i++) {
            try {
                faces[i] = Integer.parseInt(parts[i + 1]);
            } catch (NumberFormatException e) {
                faces[i] = 0;
            }
            if (faces[i] < 1 || faces[i] > 6) {
                out.println(words.get("cli.dice.bad", dice));
                return null;
            }
        }
        return game.throwTyped(seat, dice == 1 ? tutor.rules.state.Roll.single(faces[0])
                : new tutor.rules.state.Roll(faces[0], faces[1]));
    }

    /** A numbered move, or for a bid a number and an amount; null after saying what is wrong. */
    private Move parse(String answer, List<Move> moves) {
        String[] parts = answer.split("\\s+");
        int n;
        try {
            n = Integer.parseInt(parts[0]);
        } catch (NumberFormatException e) {
            n = -1;
        }
        if (n < 1 || n > moves.size() || parts.length > 2) {
            out.println(words.get("cli.bad", answer, moves.size()));
            return null;
        }
        Move m = moves.get(n - 1);
        if (parts.length == 2) {
            int amount;
            try {
                amount = Integer.parseInt(parts[1].replace(",", "").replace("$", ""));
            } catch (NumberFormatException e) {
                out.println(words.get("cli.bad.amount", answer));
                return null;
            }
            if (!(m instanceof Move.Bid least)) {
                out.println(words.get("cli.bad", answer, moves.size()));
                return null;
            }
            if (amount < least.amount()) {
                out.println(words.get("cli.bad.bid", words.money(least.amount())));
                return null;
            }
            return new Move.Bid(least.player(), amount);
        }
        return m;
    }

    /** The legal moves of one seat now (bids at the least amount; trades are not listed). */
    static List<Move> movesOf(GameState s, int seat) {
        List<Move> mine = new ArrayList<>();
        for (Move m : new Referee().legalMoves(s)) {
            if (m.player() == seat) {
                mine.add(m);
            }
        }
        return mine;
    }

    private void whyNot(GameState s, int seat) {
        out.println(words.get("cli.why.heading"));
        boolean any = false;
        for (MoveOption o : referee.options(s, seat)) {
            if (o.rejection().isPresent()) {
                any = true;
                out.println("  " + words.get("cli.why", MoveText.describe(s, o.move(), words.words()),
                        o.rejection().get().reason(words.words()) + " [" + o.rejection().get().ruleId() + "]"));
            }
        }
        if (!any) {
            out.println("  " + words.get("cli.why.none"));
        }
    }

    /**
     * The coach's figures. Unasked ({@code offered}) it speaks only to the decision the game waits
     * for (a deed on offer, a bid), so a player holding many deeds is not shown every mortgage each
     * turn; asked with "c" it covers every purchase, building and mortgage open now.
     */
    private void coach(GameState s, int seat, boolean offered) {
        List<Advice> all = new ArrayList<>();
        for (Advice a : new Coach(s, seat).all()) {
            if (!offered || a.kind() == Advice.Kind.BUY || a.kind() == Advice.Kind.BID) {
                all.add(a);
            }
        }
        if (all.isEmpty()) {
            if (!offered) {
                out.println(words.get("cli.coach.off"));
            }
            return;
        }
        out.println(words.get("coach.heading"));
        for (Advice a : all) {
            List<String> lines = CoachWords.lines(a, words);
            out.println("  * " + lines.get(0));
            for (String l : lines.subList(1, lines.size())) {
                out.println("    " + l);
            }
        }
        out.println("  " + words.get("coach.basis"));
    }

    private void status(GameState s) {
        for (int i = 0; i < s.players().size(); i++) {
            PlayerState p = s.player(i);
            out.println("  " + (p.out() ? words.get("cli.status.out", p.name())
                    : words.get("cli.status", p.name(), words.money(p.cash()), words.space(p.position()),
                    p.inJail() ? words.get("cli.status.jail") : "")));
        }
    }

    private void summary() {
        GameSummary sum = GameSummary.of(game);
        out.println();
        for (String line : SummaryWords.lines(sum, words)) {
            out.println(line);
        }
    }
}
