package dev.stagestack.model;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;
import net.jqwik.api.arbitraries.StringArbitrary;

/**
 * Random graphs for property tests, reusable by any module's tests. Every graph is well formed
 * for the file format (valid id syntax, colors, ranges); {@code from} and {@code target} mostly name
 * states of the graph but may dangle, as in files people really write.
 */
public final class GraphArbitraries {

    private static final String ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-";

    private GraphArbitraries() {}

    /** Whole graphs: 1..8 states with distinct ids, 0..10 transitions. */
    public static Arbitrary<Graph> graphs() {
        return states().list()
                .ofMinSize(1)
                .ofMaxSize(8)
                .uniqueElements(StateDef::id)
                .flatMap(GraphArbitraries::graphOver);
    }

    private static Arbitrary<Graph> graphOver(List<StateDef> states) {
        Arbitrary<String> ids = stateReferences(states);
        return Combinators.combine(
                        texts(), ids, tickRates(), transitions(ids).list().ofMaxSize(10))
                .as((name, initial, rate, transitions) -> new Graph(name, initial, rate, states, transitions));
    }

    /** Ids of the graph's states, now and then an id that names none of them. */
    public static Arbitrary<String> stateReferences(List<StateDef> states) {
        Arbitrary<String> existing =
                Arbitraries.of(states.stream().map(StateDef::id).toList());
        return Arbitraries.frequencyOf(Tuple.of(9, existing), Tuple.of(1, ids()));
    }

    /** Ids of 1..64 characters of {@code A-Z a-z 0-9 _ . -}, mostly short. */
    public static Arbitrary<String> ids() {
        return Arbitraries.strings()
                .withChars(ID_CHARS)
                .ofMinLength(1)
                .ofMaxLength(64)
                .edgeCases(c -> c.includeOnly("a", "x".repeat(64)));
    }

    /** Free text with quotes, backslashes, control characters and non-ASCII letters. */
    public static StringArbitrary texts() {
        return Arbitraries.strings()
                .withCharRange(' ', '~')
                .withChars("\"\\\n\t\u0001\u007f\u00e9\u20ac\u2028\u00ff")
                .ofMaxLength(20);
    }

    public static Arbitrary<Double> tickRates() {
        return Arbitraries.doubles().between(Graph.MIN_TICK_RATE, Graph.MAX_TICK_RATE);
    }

    public static Arbitrary<StateDef> states() {
        Arbitrary<String> colors = Arbitraries.strings()
                .withChars("0123456789abcdefABCDEF")
                .ofLength(6)
                .map(h -> "#" + h);
        Arbitrary<Double> positions = anyDoubles().injectNull(0.2);
        return Combinators.combine(
                        ids(),
                        texts(),
                        Arbitraries.of(CoveredPolicy.class),
                        Arbitraries.of(true, false),
                        colors.injectNull(0.5),
                        ids().injectNull(0.7),
                        texts().injectNull(0.5))
                .as((id, name, covered, overlay, color, behavior, notes) -> StateDef.builder(id)
                        .name(name)
                        .covered(covered)
                        .overlay(overlay)
                        .color(color)
                        .behavior(behavior)
                        .notes(notes)
                        .build())
                .flatMap(s -> Combinators.combine(positions, positions).as((x, y) -> s.withPosition(x, y)))
                .flatMap(s -> assets().map(s::withAssets));
    }

    /** Asset declarations: mostly none, else a few named images and sounds and maybe a music path. */
    public static Arbitrary<StateAssets> assets() {
        Arbitrary<String> paths = Arbitraries.strings()
                .withChars("abz09_-.")
                .ofMinLength(1)
                .ofMaxLength(8)
                .filter(p -> !p.equals(".."))
                .list()
                .ofMinSize(1)
                .ofMaxSize(3)
                .map(parts -> String.join("/", parts));
        Arbitrary<Map<String, String>> named = Arbitraries.maps(ids(), paths).ofMaxSize(3);
        Arbitrary<StateAssets> some =
                Combinators.combine(named, named, paths.injectNull(0.5)).as(StateAssets::new);
        return Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.just(StateAssets.EMPTY)), Tuple.of(1, some));
    }

    /** Finite doubles of every magnitude: short decimals, tiny fractions and raw bit patterns. */
    public static Arbitrary<Double> anyDoubles() {
        Arbitrary<Double> anyBits = Arbitraries.randomValue(r -> Double.longBitsToDouble(r.nextLong()))
                .filter(Double::isFinite);
        return Arbitraries.oneOf(
                Arbitraries.doubles(),
                Arbitraries.doubles().between(-1e-3, 1e-3).ofScale(12),
                anyBits,
                Arbitraries.of(0.0, -0.0, Double.MIN_VALUE, Double.MAX_VALUE, 1e21, 1e22));
    }

    public static Arbitrary<Transition> transitions(Arbitrary<String> stateIds) {
        return Combinators.combine(
                        ids(),
                        stateIds,
                        triggers(),
                        actions(stateIds).list().ofMinSize(1).ofMaxSize(4),
                        texts().injectNull(0.6),
                        ids().injectNull(0.8))
                .as((id, from, trigger, actions, label, sound) -> Transition.builder(id, from, trigger)
                        .actions(actions)
                        .label(label)
                        .sound(sound)
                        .build());
    }

    /** Every kind of trigger; timers of 0 or more seconds. */
    public static Arbitrary<Trigger> triggers() {
        return Arbitraries.oneOf(
                texts().map(Trigger::key),
                texts().map(Trigger::button),
                texts().map(Trigger::signal),
                Arbitraries.doubles().between(0, 1e6).map(Trigger::timer),
                Arbitraries.of(TriggerType.ENTER, TriggerType.EXIT, TriggerType.PAUSE, TriggerType.RESUME)
                        .map(Trigger::on));
    }

    /** Every op; pushes and replaces carry data half of the time, pops a result most of the time. */
    public static Arbitrary<Action> actions(Arbitrary<String> targets) {
        return Combinators.combine(
                        Arbitraries.of(ActionOp.class), targets, pushData().injectNull(0.5), jsonValues(2))
                .as(Action::new);
    }

    /** JSON objects of up to three levels, numbers as BigDecimal without trailing zeros. */
    public static Arbitrary<Map<String, Object>> pushData() {
        return objects(3);
    }

    private static Arbitrary<Map<String, Object>> objects(int depth) {
        return Arbitraries.maps(texts().ofMaxLength(8), jsonValues(depth - 1)).ofMaxSize(3);
    }

    private static Arbitrary<Object> jsonValues(int depth) {
        Arbitrary<Object> numbers = Arbitraries.bigDecimals()
                .between(BigDecimal.valueOf(-1e9), BigDecimal.valueOf(1e9))
                .ofScale(3)
                .map(BigDecimal::stripTrailingZeros);
        Arbitrary<Object> scalars =
                Arbitraries.oneOf(texts(), Arbitraries.of(true, false), numbers, Arbitraries.just(null));
        if (depth <= 0) {
            return scalars;
        }
        return Arbitraries.oneOf(
                scalars,
                jsonValues(depth - 1).list().ofMaxSize(3),
                objects(depth).map(m -> m));
    }
}
