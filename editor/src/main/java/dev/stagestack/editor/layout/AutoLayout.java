package dev.stagestack.editor.layout;

import dev.stagestack.editor.command.Position;
import dev.stagestack.editor.geometry.EdgePlan;
import dev.stagestack.editor.geometry.EdgeSegment;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.editor.geometry.StateBox;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.tools.diagram.TransitionKind;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.alg.layered.options.NodePlacementStrategy;
import org.eclipse.elk.core.RecursiveGraphLayoutEngine;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.options.EdgeRouting;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;

/**
 * Layered auto-layout with ELK: states flow left to right along the edges that lead to another
 * state. Toolkit-free; the caller runs it off the JavaFX thread. Options are tuned down for large
 * graphs, where ELK's thorough defaults take tens of seconds.
 */
public final class AutoLayout {
    /** Above this many states, the faster, less thorough options are used. */
    public static final int LARGE = 300;

    private AutoLayout() {}

    /**
     * New top-left corners for every state, laid out along every edge the canvas draws (pops to
     * the states the analysis says they reveal included, so the layout leaves room for them), in the
     * direction the pushes go, with room above a card for its loops and below it for its exit
     * terminals ({@link RoomAroundCards}).
     *
     * @param insight   the stack analysis, for where pops go
     * @param cancelled polled by ELK between phases; when it turns true, the layout stops
     * @throws CancellationException when cancelled
     */
    public static Map<String, Position> compute(Graph graph, StackInsight insight, BooleanSupplier cancelled) {
        ElkNode root = ElkGraphUtil.createGraph();
        configure(root, graph.states().size() > LARGE);
        Map<String, ElkNode> nodes = new HashMap<>();
        Map<String, List<EdgeSegment>> plan = EdgePlan.of(graph, insight);
        Map<String, double[]> room = RoomAroundCards.of(plan);
        for (StateDef s : graph.states()) {
            ElkNode n = ElkGraphUtil.createNode(root);
            double[] extra = room.getOrDefault(s.id(), RoomAroundCards.NONE);
            n.setDimensions(StateBox.WIDTH, extra[0] + StateBox.HEIGHT + extra[1]);
            nodes.put(s.id(), n);
        }
        for (List<EdgeSegment> segments : plan.values()) {
            for (EdgeSegment s : segments) {
                ElkNode from = nodes.get(s.from());
                ElkNode to = s.to() == null ? null : nodes.get(s.to());
                if (from != null && to != null && from != to) {
                    // the flow goes the way the stack grows: a pop or popTo, drawn back to what it
                    // reveals, is laid out as the push it undoes, so it never turns the flow round
                    if (goesForward(s.kind())) {
                        ElkGraphUtil.createSimpleEdge(from, to);
                    } else {
                        ElkGraphUtil.createSimpleEdge(to, from);
                    }
                }
            }
        }
        BasicProgressMonitor monitor = new BasicProgressMonitor() {
            @Override
            public boolean isCanceled() {
                return cancelled.getAsBoolean();
            }
        };
        new RecursiveGraphLayoutEngine().layout(root, monitor);
        if (cancelled.getAsBoolean()) {
            throw new CancellationException("layout cancelled");
        }
        Map<String, Position> out = new LinkedHashMap<>();
        nodes.forEach((id, n) -> out.put(
                id,
                Position.of(
                        snap(n.getX() + 60), snap(n.getY() + 60 + room.getOrDefault(id, RoomAroundCards.NONE)[0]))));
        return out;
    }

    private static void configure(ElkNode root, boolean large) {
        root.setProperty(CoreOptions.ALGORITHM, LayeredOptions.ALGORITHM_ID);
        root.setProperty(CoreOptions.DIRECTION, Direction.RIGHT);
        root.setProperty(CoreOptions.EDGE_ROUTING, EdgeRouting.POLYLINE);
        root.setProperty(LayeredOptions.SPACING_NODE_NODE, 60.0);
        root.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, 110.0);
        root.setProperty(LayeredOptions.SPACING_COMPONENT_COMPONENT, 80.0);
        if (large) {
            root.setProperty(LayeredOptions.THOROUGHNESS, 1);
            root.setProperty(LayeredOptions.NODE_PLACEMENT_STRATEGY, NodePlacementStrategy.SIMPLE);
        }
    }

    private static boolean goesForward(TransitionKind kind) {
        return kind == TransitionKind.PUSH || kind == TransitionKind.REPLACE;
    }

    private static double snap(double v) {
        return Math.round(v / StateBox.GRID) * StateBox.GRID;
    }
}
