package tutor.classroom;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * The session's secrets: the short join code on the projector and each learner's rejoin token. Both
 * come from {@link SecureRandom}; a token is kept only as its SHA-256 hash, and codes are compared in
 * constant time, so neither the database nor the timing of a refusal gives one away.
 */
public final class Secrets {

    /** Letters and digits that cannot be mistaken for one another on a projector (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
    static final String CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";
    public static final int CODE_LENGTH = 6;

    private static final SecureRandom RANDOM = new SecureRandom();

    private Secrets() {
    }

    /** A new join code: 6 of 25 signs, about 244 million codes. */
    public static String newCode() {
        StringBuilder b = new StringBuilder(CODE_LENGTH);
        for (int i = 0; i < CODE_LENGTH; i++) {
            b.append(CODE_ALPHABET.charAt(RANDOM.nextInt(CODE_ALPHABET.length())));
        }
        return b.toString();
    }

    /** A code as a learner might type it ("k7q m2p"): upper case, spaces and dashes dropped; null when not a code's shape. */
    public static String normaliseCode(String typed) {
        if (typed == null || typed.length() > 20) {
            return null;
        }
        String c = typed.replace(" ", "").replace("-", "").toUpperCase(java.util.Locale.ROOT);
        if (c.length() != CODE_LENGTH) {
            return null;
        }
        for (char ch : c.toCharArray()) {
            if (CODE_ALPHABET.indexOf(ch) < 0) {
                return null;
            }
        }
        return c;
    }

    /** Whether a typed code is the session's, compared in constant time. */
    public static boolean codeMatches(String sessionCode, String typed) {
        String c = normaliseCode(typed);
        return c != null && MessageDigest.isEqual(sessionCode.getBytes(StandardCharsets.US_ASCII), c.getBytes(StandardCharsets.US_ASCII));
    }

    /** A learner's rejoin token: 32 random bytes, URL-safe. */
    public static String newToken() {
        byte[] b = new byte[32];
        RANDOM.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }

    /** Whether a string has a token's shape (43 URL-safe signs), so nothing else is ever hashed or looked up. */
    public static boolean isToken(String s) {
        return s != null && s.matches("[A-Za-z0-9_-]{43}");
    }

    public static String hash(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.US_ASCII)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
