package tutor.play;

import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Ruling;

/**
 * One ruling in an activity's timeline: its number (from 1), who made the move, the move in
 * plain words, the position it was ruled on, and the ruling itself (applied or refused).
 */
public record RulingEntry(int number, By by, String what, Move move, GameState before, Ruling ruling) {

    /**
     * Who made the move: the learner, the scenario's script (another player's reply), a computer player, or the tutor
     * making the natural move for the learner ("What happens now").
     */
    public enum By {
        LEARNER("you"), SCRIPTED("scripted reply"), COMPUTER("computer player"), TUTOR("tutor's move");

        private final String words;

        By(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    public boolean applied() {
        return ruling.applied();
    }

    /** The position after the ruling: the new one when applied, the same one when refused. */
    public GameState after() {
        return ruling instanceof Ruling.Applied a ? a.outcome().after() : before;
    }
}
