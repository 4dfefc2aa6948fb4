package dev.stagestack.model;

/**
 * The stable {@code code} of every error a graph can have, whoever finds it: the codec while
 * reading, the checker ({@code GraphChecker}) on a graph in memory, the runtime's compiler. The
 * same fault has the same code everywhere (docs/format.md lists them with an example each).
 * Tools may match on these; the messages may improve over time. The checker's warnings have
 * codes of their own (docs/analysis.md).
 */
public final class ProblemCodes {

    /** The text is not JSON; says where and what was expected. */
    public static final String MALFORMED_JSON = "malformed-json";
    /** Objects and arrays nest deeper than 64 levels. */
    public static final String TOO_DEEP = "too-deep";
    /** The file is larger than 32 MiB; it is not read. */
    public static final String FILE_TOO_LARGE = "file-too-large";
    /** The file's bytes are not UTF-8. */
    public static final String INVALID_ENCODING = "invalid-encoding";
    /** The file cannot be read at all: missing, no permission, a folder. */
    public static final String UNREADABLE = "unreadable";
    /** The same field twice in one object. */
    public static final String DUPLICATE_KEY = "duplicate-key";
    /** A value of the wrong JSON type, e.g. a string where a number belongs. */
    public static final String WRONG_TYPE = "wrong-type";
    /** A string outside an enumeration (covered, trigger type, action op). */
    public static final String UNKNOWN_VALUE = "unknown-value";
    /** A required field is absent. */
    public static final String MISSING_FIELD = "missing-field";
    /** A field the format does not define (a warning; the field is ignored). */
    public static final String UNKNOWN_FIELD = "unknown-field";
    /** {@code format} is not {@code "stagestack"}. */
    public static final String WRONG_FORMAT = "wrong-format";
    /** {@code version} is higher than this version of Stagestack reads. */
    public static final String NEWER_VERSION = "newer-version";
    /** {@code version} is below 1 or not a whole number. */
    public static final String INVALID_VERSION = "invalid-version";
    /** An id that is not 1..64 characters of A-Z a-z 0-9 _ . - */
    public static final String INVALID_ID = "invalid-id";
    /** {@code tickRate} outside 1..1000. */
    public static final String TICK_RATE_RANGE = "tick-rate-range";
    /** A timer with fewer than 0 seconds (or, from code, a number that is not finite). */
    public static final String NEGATIVE_SECONDS = "negative-seconds";
    /** An effect whose {@code seconds} is not more than 0 and at most 10 (docs/format.md "Effect"). */
    public static final String EFFECT_SECONDS = "effect-seconds";
    /** A number too large to hold (beyond double range). */
    public static final String NUMBER_TOO_LARGE = "number-too-large";
    /** A color that is not {@code #rrggbb}. */
    public static final String INVALID_COLOR = "invalid-color";
    /** {@code states} is an empty array. */
    public static final String EMPTY_STATES = "empty-states";
    /** A transition's {@code actions} is an empty array. */
    public static final String EMPTY_ACTIONS = "empty-actions";
    /** push, replace or popTo without a {@code target}. */
    public static final String MISSING_TARGET = "missing-target";
    /** push {@code data} that is not an object. */
    public static final String INVALID_DATA = "invalid-data";

    /** Two states, or two transitions, with the same id. */
    public static final String DUPLICATE_ID = "duplicate-id";
    /** {@code initial}, {@code from} or a {@code target} that names no state. */
    public static final String UNKNOWN_STATE = "unknown-state";
    /** A guard, a {@code set}, {@code add} or {@code reset} that names no variable of the graph. */
    public static final String UNKNOWN_VARIABLE = "unknown-variable";
    /** A {@code from} of {@code "@group"} whose group no state is in, or a bare {@code "@"}. */
    public static final String UNKNOWN_GROUP = "unknown-group";
    /** The same group twice in one state's {@code groups}. */
    public static final String DUPLICATE_GROUP = "duplicate-group";
    /** A variable or group named like a word of the guard language ({@code true}, {@code depth}, ...). */
    public static final String RESERVED_NAME = "reserved-name";
    /**
     * A variable's number that is not a whole number within ±{@link Variable#LIMIT}, bounds in the
     * wrong order, or an initial or set value outside the variable's bounds.
     */
    public static final String VALUE_RANGE = "value-range";
    /** A value of the wrong kind for its variable: a number for a boolean, {@code add} on a boolean. */
    public static final String WRONG_VALUE_TYPE = "wrong-value-type";
    /** A guard ({@code when}) that cannot be read or checked: syntax, unknown names, types. */
    public static final String INVALID_GUARD = "invalid-guard";
    /** A key trigger whose key is not a key name the player sends (docs/format.md "Key names"). */
    public static final String UNKNOWN_KEY = "unknown-key";
    /** A transition's {@code sound} that its state does not declare. */
    public static final String UNKNOWN_SOUND = "unknown-sound";
    /** A {@code behavior} id that no registered behaviour provider has (runtime only). */
    public static final String UNKNOWN_BEHAVIOR = "unknown-behavior";
    /** An asset path that is empty, uses backslashes or leaves the graph's folder. */
    public static final String INVALID_ASSET_PATH = AssetPaths.INVALID_PATH;
    /** An asset file that does not exist next to the graph. */
    public static final String MISSING_ASSET = AssetPaths.MISSING;
    /** A save file whose {@code stack} lists no entry. */
    public static final String EMPTY_STACK = "empty-stack";
    /** A save's {@code serial} or {@code nextSerial} that is not a whole number above the serials below it. */
    public static final String INVALID_SERIAL = "invalid-serial";
    /** A save's {@code tick} that is not a whole number from 0 to 2^53 - 1. */
    public static final String INVALID_TICK = "invalid-tick";
    /** A save restored into a run of a graph with another name. */
    public static final String OTHER_GRAPH = "other-graph";
    /** A save deeper than the depth limit of the stack it is restored into. */
    public static final String DEPTH_LIMIT = "depth-limit";

    private ProblemCodes() {}
}
