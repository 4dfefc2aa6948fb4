package dev.stagestack.model;

import dev.stagestack.model.guard.GuardNames;
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
 * states of the graph but may dangle, as in files people really write. Graphs have variables,
 * states in groups, transitions from {@code "*"} and {@code "@group"}, guards, {@code once},
 * any-key triggers and set/add/reset actions (docs/format.md "Variables", "Guards", "Groups and
 * global transitions"); a variable action or a guard may name a variable the graph lacks.
 */
public final class GraphArbitraries {

    private static final String ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-";
    private static final String NAME_START = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_";
    private static final List<String> GROUPS = List.of("menus", "hud", "popups", "g_1");

    private GraphArbitraries() {}

    /** Whole graphs: 1..8 states with distinct ids, 0..4 variables with distinct ids, 0..10 transitions. */
    public static Arbitrary<Graph> graphs() {
        return states().list()
                .ofMinSize(1)
                .ofMaxSize(8)
                .uniqueElements(StateDef::id)
                .flatMap(states -> variables()
                        .list()
                        .ofMaxSize(4)
                        .uniqueElements(Variable::id)
                        .flatMap(variables -> graphOver(states, variables)));
    }

    private static Arbitrary<Graph> graphOver(List<StateDef> states, List<Variable> variables) {
        Arbitrary<String> ids = stateReferences(states);
        Arbitrary<String> variableIds = variableReferences(variables);
        Arbitrary<Transition> transitions = transitions(origins(ids), ids, variableIds);
        return Combinators.combine(texts(), ids, tickRates(), transitions.list().ofMaxSize(10))
                .as((name, initial, rate, list) -> new Graph(name, initial, rate, states, list, variables));
    }

    /** Where transitions leave from: mostly a state, now and then every state or a group. */
    public static Arbitrary<String> origins(Arbitrary<String> stateIds) {
        return Arbitraries.frequencyOf(
                Tuple.of(8, stateIds),
                Tuple.of(1, Arbitraries.just(Transition.ANY_STATE)),
                Tuple.of(1, Arbitraries.of(GROUPS).map(g -> Transition.GROUP_PREFIX + g)));
    }

    /** Ids of the graph's variables, now and then a name that is none of them. */
    public static Arbitrary<String> variableReferences(List<Variable> variables) {
        if (variables.isEmpty()) {
            return names();
        }
        Arbitrary<String> existing =
                Arbitraries.of(variables.stream().map(Variable::id).toList());
        return Arbitraries.frequencyOf(Tuple.of(9, existing), Tuple.of(1, names()));
    }

    /** Names of variables and groups: 1..64 characters of {@code A-Z a-z 0-9 _}, not starting with a digit. */
    public static Arbitrary<String> names() {
        Arbitrary<String> rest =
                Arbitraries.strings().withChars(NAME_START + "0123456789").ofMaxLength(63);
        return Combinators.combine(
                        Arbitraries.of(
                                NAME_START.chars().mapToObj(c -> (char) c).toList()),
                        rest)
                .as((first, tail) -> first + tail)
                .filter(name -> !GuardNames.RESERVED.contains(name))
                .edgeCases(c -> c.includeOnly("a", "x".repeat(64)));
    }

    /** Booleans and integers; integers have any bounds within the limit and an initial value between them. */
    public static Arbitrary<Variable> variables() {
        Arbitrary<List<Long>> ordered = Arbitraries.longs()
                .between(-Variable.LIMIT, Variable.LIMIT)
                .list()
                .ofSize(3)
                .map(values -> values.stream().sorted().toList());
        Arbitrary<Variable> booleans =
                Combinators.combine(names(), Arbitraries.of(true, false)).as(Variable::bool);
        Arbitrary<Variable> integers =
                Combinators.combine(names(), ordered).as((id, v) -> Variable.integer(id, v.get(0), v.get(2), v.get(1)));
        return Arbitraries.oneOf(booleans, integers);
    }

    /** Guards over these variables and states, of every operator; their names need not exist. */
    public static Arbitrary<String> guards(Arbitrary<String> variableIds, Arbitrary<String> stateIds) {
        Arbitrary<String> atoms = Arbitraries.oneOf(
                variableIds,
                variableIds.map(v -> "!" + v),
                variableIds.map(v -> v + " + 1 > -2"),
                Arbitraries.of("depth >= 1", "true", "depth == 0 || false"),
                stateIds.map(s -> "onStack(" + s + ")"),
                stateIds.map(s -> "count(" + s + ") < visits(" + s + ")"));
        return Combinators.combine(atoms, Arbitraries.of(" && ", " || ", ""), atoms)
                .as((left, op, right) -> op.isEmpty() ? left : "(" + left + ")" + op + right);
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
                .flatMap(s -> assets().map(s::withAssets))
                .flatMap(s -> groups().map(s::withGroups));
    }

    /** A state's groups: mostly none, else one or two distinct names of a few. */
    public static Arbitrary<List<String>> groups() {
        Arbitrary<List<String>> some =
                Arbitraries.of(GROUPS).list().ofMinSize(1).ofMaxSize(2).uniqueElements();
        return Arbitraries.frequencyOf(Tuple.of(2, Arbitraries.just(List.of())), Tuple.of(1, some));
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

    /** Transitions between these states, with guards and variable actions over a variable {@code x}. */
    public static Arbitrary<Transition> transitions(Arbitrary<String> stateIds) {
        return transitions(origins(stateIds), stateIds, Arbitraries.just("x"));
    }

    /** Transitions leaving {@code froms}, naming {@code stateIds} and {@code variableIds}. */
    public static Arbitrary<Transition> transitions(
            Arbitrary<String> froms, Arbitrary<String> stateIds, Arbitrary<String> variableIds) {
        return Combinators.combine(
                        ids(),
                        froms,
                        triggers(),
                        actions(stateIds, variableIds).list().ofMinSize(1).ofMaxSize(4),
                        texts().injectNull(0.6),
                        ids().injectNull(0.8),
                        guards(variableIds, stateIds).injectNull(0.6),
                        Arbitraries.of(false, false, true))
                .as((id, from, trigger, actions, label, sound, when, once) -> Transition.builder(id, from, trigger)
                        .actions(actions)
                        .label(label)
                        .sound(sound)
                        .when(when)
                        .once(once)
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
                        .map(Trigger::on),
                Arbitraries.just(new Trigger(TriggerType.ANY_KEY, null, 0)));
    }

    /** Every op: mostly the stack's, now and then a variable's. */
    public static Arbitrary<Action> actions(Arbitrary<String> targets, Arbitrary<String> variableIds) {
        return Arbitraries.frequencyOf(Tuple.of(4, actions(targets)), Tuple.of(1, variableActions(variableIds)));
    }

    /**
     * Every stack op; pushes and replaces carry data half of the time, pops a result most of the
     * time; push, pop, replace and popTo an effect now and then.
     */
    public static Arbitrary<Action> actions(Arbitrary<String> targets) {
        return Combinators.combine(
                        Arbitraries.of(ActionOp.class).filter(op -> !op.isVariable()),
                        targets,
                        pushData().injectNull(0.5),
                        jsonValues(2),
                        effects().injectNull(0.7))
                .as((op, target, data, result, effect) -> new Action(op, target, data, result, null, effect));
    }

    /** Every kind of effect, with durations of every magnitude the format allows. */
    public static Arbitrary<Effect> effects() {
        Arbitrary<Double> seconds = Arbitraries.oneOf(
                Arbitraries.doubles().between(0.001, Effect.MAX_SECONDS).ofScale(6),
                Arbitraries.of(Double.MIN_VALUE, 0.25, 1.0, Effect.MAX_SECONDS));
        return Combinators.combine(Arbitraries.of(EffectKind.class), seconds, Arbitraries.of(SlideDirection.class))
                .as(Effect::new);
    }

    /** Set (to true, false or a number), add and reset of these variables; numbers within the limit. */
    public static Arbitrary<Action> variableActions(Arbitrary<String> variableIds) {
        Arbitrary<Long> numbers = Arbitraries.longs().between(-Variable.LIMIT, Variable.LIMIT);
        return Arbitraries.oneOf(
                Combinators.combine(variableIds, Arbitraries.of(true, false)).as(Action::set),
                Combinators.combine(variableIds, numbers).as((v, n) -> Action.set(v, (long) n)),
                Combinators.combine(variableIds, numbers).as((v, n) -> Action.add(v, n)),
                variableIds.map(Action::reset));
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
