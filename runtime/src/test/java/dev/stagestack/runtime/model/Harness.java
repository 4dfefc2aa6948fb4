package dev.stagestack.runtime.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Callback;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Requests;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.StateBinding;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.StateType;
import dev.stagestack.runtime.trace.TraceWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** The real stack and the reference model side by side, driven by the same commands. */
final class Harness {

    static final List<String> STATES = List.of("a", "b", "c");
    static final int MAX_DEPTH = 4;
    static final int MAX_STEPS = 6;

    private final Plan stackPlan = new Plan();
    private final Plan modelPlan = new Plan();
    private final StringBuilder stackTrace = new StringBuilder();
    private final StateStack stack;
    private final ReferenceStack model = new ReferenceStack(modelPlan, MAX_DEPTH, MAX_STEPS);
    private long tick;

    Harness() {
        List<StateBinding> bindings = new ArrayList<>();
        CoveredPolicy[] policies = CoveredPolicy.values();
        for (int i = 0; i < STATES.size(); i++) {
            StateType type = new StateType(i, STATES.get(i), policies[i % policies.length], false);
            bindings.add(StateBinding.of(type, new Scripted(stackPlan, this::type)));
        }
        stack = new StateStack(bindings, new StackOptions(MAX_DEPTH, MAX_STEPS, 1));
        stack.addListener(new TraceWriter(stackTrace, true));
    }

    private StateType type(String id) {
        return stack.type(id);
    }

    /** Makes the armed requests of each callback through its context. */
    private static final class Scripted implements Behavior {
        private final Plan plan;
        private final Function<String, StateType> types;

        Scripted(Plan plan, Function<String, StateType> types) {
            this.plan = plan;
            this.types = types;
        }

        private void run(Context context, Callback callback) {
            for (Req r : plan.next(context.stateId(), callback.traceName())) {
                apply(r, context, types);
            }
        }

        @Override
        public void load(Context c) {
            run(c, Callback.LOAD);
        }

        @Override
        public void init(Context c) {
            run(c, Callback.INIT);
        }

        @Override
        public void enter(Context c) {
            run(c, Callback.ENTER);
        }

        @Override
        public void exit(Context c) {
            run(c, Callback.EXIT);
        }

        @Override
        public void pause(Context c) {
            run(c, Callback.PAUSE);
        }

        @Override
        public void resume(Context c) {
            run(c, Callback.RESUME);
        }

        @Override
        public void active(Context c) {
            run(c, Callback.ACTIVE);
        }

        @Override
        public void inactive(Context c) {
            run(c, Callback.INACTIVE);
        }

        @Override
        public void free(Context c) {
            run(c, Callback.FREE);
        }

        @Override
        public void unload(Context c) {
            run(c, Callback.UNLOAD);
        }
    }

    private static void apply(Req r, Requests target, Function<String, StateType> types) {
        switch (r.op()) {
            case PUSH -> target.push(types.apply(r.target()));
            case POP -> target.pop();
            case REPLACE -> target.replace(types.apply(r.target()));
            case POP_TO -> target.popTo(types.apply(r.target()));
            case CLEAR -> target.clear();
            case RESTART -> target.restart();
            case QUIT -> target.quit();
            default -> throw new AssertionError(r);
        }
    }

    void request(Req r) {
        stack.setTick(tick);
        model.setTick(tick);
        apply(r, stack, stack::type);
        model.request(r);
    }

    void arm(String state, String callback, List<Req> requests) {
        stackPlan.arm(state, callback, requests);
        modelPlan.arm(state, callback, requests);
    }

    /** The next tick: commit, then the step walk. */
    void tick() {
        tick++;
        stack.setTick(tick);
        model.setTick(tick);
        stack.commit();
        model.commit();
        stack.step();
        model.step();
    }

    /** A commit without a step, as a player stepping the commit would do. */
    void commit() {
        stack.commit();
        model.commit();
    }

    void finish() {
        tick++;
        stack.setTick(tick);
        model.setTick(tick);
        stack.finish();
        model.finish();
    }

    String trace() {
        return stackTrace.toString();
    }

    void assertSameTrace() {
        assertEquals(model.trace(), stackTrace.toString());
    }
}
