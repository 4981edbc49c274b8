package tutor.trace;

/**
 * Where a rule comes from: a source id known to the rulebook, the section of that text,
 * and, where editions disagree, that edition's ruling in our own words.
 */
public record Citation(String source, String section, String ruling) {
}
