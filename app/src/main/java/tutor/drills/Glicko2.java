package tutor.drills;

import java.util.List;

/**
 * Glicko-2, as Mark Glickman's paper "Example of the Glicko-2 system" sets it out step by step: a
 * rating, its deviation (how sure the rating is) and a volatility (how much the player's strength
 * moves), updated after a rating period from the games of that period. The tutor treats each answer as
 * one game between the learner and the drill (right first time: the learner wins), and updates both.
 */
public final class Glicko2 {

    /** The paper's scale factor between the Glicko and Glicko-2 scales. */
    static final double SCALE = 173.7178;
    /** The system constant tau, which limits how fast volatility changes; the paper's example uses 0.5. */
    public static final double TAU = 0.5;
    private static final double EPSILON = 0.000001;

    /** A rating on the Glicko scale (1500 is the starting rating), its deviation and volatility. */
    public record Rating(double rating, double deviation, double volatility) {

        /** A newcomer: 1500, deviation 350, volatility 0.06 (the paper's suggested start). */
        public static final Rating NEW = new Rating(1500, 350, 0.06);

        /** A rating that starts from a first guess, as unsure as a newcomer's. */
        public static Rating guess(double rating) {
            return new Rating(rating, 350, 0.06);
        }
    }

    /** One game of a rating period: the opponent's rating and the score (1 a win, 0 a loss, 0.5 a draw). */
    public record Game(Rating opponent, double score) { }

    private Glicko2() {
    }

    /** The rating after one period's games; with no games only the deviation grows (step 6 alone). */
    public static Rating update(Rating r, List<Game> games) {
        double mu = (r.rating() - 1500) / SCALE;
        double phi = r.deviation() / SCALE;
        double sigma = r.volatility();
        if (games.isEmpty()) {
            return new Rating(r.rating(), Math.min(350, Math.sqrt(phi * phi + sigma * sigma) * SCALE), sigma);
        }
        double vInverse = 0;
        double sum = 0;
        for (Game game : games) {
            double muJ = (game.opponent().rating() - 1500) / SCALE;
            double phiJ = game.opponent().deviation() / SCALE;
            double g = g(phiJ);
            double e = expected(mu, muJ, g);
            vInverse += g * g * e * (1 - e);
            sum += g * (game.score() - e);
        }
        double v = 1 / vInverse;
        double delta = v * sum;
        double sigmaNew = volatility(phi, sigma, v, delta);
        double phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);
        double phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double muNew = mu + phiNew * phiNew * sum;
        return new Rating(SCALE * muNew + 1500, SCALE * phiNew, sigmaNew);
    }

    /** The chance the first wins, by the expected score of step 3. */
    public static double expected(Rating a, Rating b) {
        return expected((a.rating() - 1500) / SCALE, (b.rating() - 1500) / SCALE, g(b.deviation() / SCALE));
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    private static double expected(double mu, double muJ, double g) {
        return 1 / (1 + Math.exp(-g * (mu - muJ)));
    }

    /** Step 5: the new volatility, by the Illinois algorithm the paper gives. */
    private static double volatility(double phi, double sigma, double v, double delta) {
        double a = Math.log(sigma * sigma);
        double bigA = a;
        double bigB;
        if (delta * delta > phi * phi + v) {
            bigB = Math.log(delta * delta - phi * phi - v);
        } else {
            double k = 1;
            while (f(a - k * TAU, delta, phi, v, a) < 0) {
                k++;
            }
            bigB = a - k * TAU;
        }
        double fA = f(bigA, delta, phi, v, a);
        double fB = f(bigB, delta, phi, v, a);
        while (Math.abs(bigB - bigA) > EPSILON) {
            double bigC = bigA + (bigA - bigB) * fA / (fB - fA);
            double fC = f(bigC, delta, phi, v, a);
            if (fC * fB <= 0) {
                bigA = bigB;
                fA = fB;
            } else {
                fA = fA / 2;
            }
            bigB = bigC;
            fB = fC;
        }
        return Math.exp(bigA / 2);
    }

    private static double f(double x, double delta, double phi, double v, double a) {
        double ex = Math.exp(x);
        double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (TAU * TAU);
    }
}
