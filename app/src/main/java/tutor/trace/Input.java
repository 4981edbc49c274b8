package tutor.trace;

/** A fact a step's rule looked at: a label (a message, often an edition's word) and its value. */
public record Input(Msg label, Msg value) {
}
