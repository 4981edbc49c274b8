package tutor.trace;

/**
 * A typed value a message speaks of. The engine records what a step is about (a seat, a deed, a
 * sum), never its words; a language and the table's {@link Names} turn it into text, so the same
 * ruling reads in any language and a view can point at what a step involved.
 */
public sealed interface Arg {

    /** A player by seat; {@link #BANK} and {@link #POT} stand for the Bank and the Free Parking pot. */
    record Player(int seat) implements Arg { }

    /** A deed by its id on the board. */
    record Deed(int id) implements Arg { }

    /** A space by its index on the board. */
    record Space(int index) implements Arg { }

    /** A sum of money, shown in the edition's currency and the language's format. */
    record Money(int amount) implements Arg { }

    /** A count: plural forms are chosen by it. */
    record Num(long value) implements Arg { }

    /** A throw: two dice, or one ({@code die2} below 1). */
    record Dice(int die1, int die2) implements Arg { }

    /** A card deck by its index in the table's card set. */
    record Deck(int index) implements Arg { }

    /** A card of a deck, shown as its text. */
    record Card(int deck, int card) implements Arg { }

    /** A colour group by its index on the board. */
    record Group(int id) implements Arg { }

    /** Words that are data, not the engine's: a citation, a ruleset's id, a rule value. */
    record Text(String text) implements Arg { }

    /** A message inside a message (one clause of a longer sentence). */
    record Message(Msg msg) implements Arg { }

    /** A rule of the catalogue, shown by its title in the reader's language. */
    record Rule(String id) implements Arg { }

    /**
     * Where a ruleset value comes from, "us-longform, Jail: the fine is paid to the Bank": a source id,
     * then the section or our note on it, which each language words its own way.
     */
    record Citation(String cited) implements Arg { }

    /**
     * An edition or house rule by its id, or a ruleset spec ({@code classic+free-parking-pot}): shown by its name in the
     * reader's language ("Classic (US long-form rules) + Money under Free Parking"), never as the id.
     */
    record Edition(String spec) implements Arg { }

    int BANK = -1;
    int POT = -2;

    static Arg player(int seat) { return new Player(seat); }
    static Arg deed(int id) { return new Deed(id); }
    static Arg space(int index) { return new Space(index); }
    static Arg money(int amount) { return new Money(amount); }
    static Arg num(long value) { return new Num(value); }
    static Arg dice(int die1, int die2) { return new Dice(die1, die2); }
    static Arg deck(int index) { return new Deck(index); }
    static Arg card(int deck, int card) { return new Card(deck, card); }
    static Arg group(int id) { return new Group(id); }
    static Arg text(String text) { return new Text(text); }
    static Arg msg(Msg msg) { return new Message(msg); }
    static Arg rule(String id) { return new Rule(id); }
    static Arg citation(String cited) { return new Citation(cited); }
    static Arg edition(String spec) { return new Edition(spec); }
}
