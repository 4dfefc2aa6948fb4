package dev.stagestack.bench.objects;

import com.artemis.Aspect;
import com.artemis.ComponentMapper;
import com.artemis.EntitySubscription;
import com.artemis.World;
import com.artemis.WorldConfigurationBuilder;
import com.artemis.utils.IntBag;
import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import dev.dominion.ecs.api.Dominion;
import dev.dominion.ecs.api.Entity;
import dev.dominion.ecs.api.Results;

/** The peer entity stores the object benchmarks run, each holding one {@link Body} per entity. */
final class PeerStores {

    private PeerStores() {}

    /** {@code count} bodies with the places and speeds {@link Arena#balls} draws from {@code seed}. */
    static Body[] bodies(Arena arena, int count, long seed) {
        double[][] columns = new double[4][count];
        arena.fillColumns(columns[0], columns[1], columns[2], columns[3], count, seed);
        Body[] bodies = new Body[count];
        for (int i = 0; i < count; i++) {
            bodies[i] = new Body();
            bodies[i].set(columns[0], columns[1], columns[2], columns[3], i);
        }
        return bodies;
    }

    /** Artemis-odb 2.3.0: a world whose entities each have one {@link Body}. */
    static final class Artemis {
        final World world = new World(new WorldConfigurationBuilder().build());
        final ComponentMapper<Body> bodies = world.getMapper(Body.class);
        private final EntitySubscription withBody =
                world.getAspectSubscriptionManager().get(Aspect.all(Body.class));

        /** A new entity holding {@code body}; Artemis makes the component, so its fields are copied. */
        int add(Body body) {
            int id = world.create();
            Body made = bodies.create(id);
            made.x = body.x;
            made.y = body.y;
            made.vx = body.vx;
            made.vy = body.vy;
            return id;
        }

        /** What an Artemis {@code IteratingSystem} does in one pass: every entity with a body, by id. */
        void updateAll(Arena arena) {
            IntBag entities = withBody.getEntities();
            int[] ids = entities.getData();
            for (int i = 0, n = entities.size(); i < n; i++) {
                bodies.get(ids[i]).update(arena);
            }
        }
    }

    /** Ashley 1.7.4: an engine whose entities each have one {@link Body}. */
    static final class AshleyEngine {
        final Engine engine = new Engine();
        private final com.badlogic.ashley.core.ComponentMapper<Body> bodies =
                com.badlogic.ashley.core.ComponentMapper.getFor(Body.class);
        private final ImmutableArray<com.badlogic.ashley.core.Entity> withBody =
                engine.getEntitiesFor(Family.all(Body.class).get());

        /** A new entity holding {@code body}, added to the engine. */
        com.badlogic.ashley.core.Entity add(Body body) {
            com.badlogic.ashley.core.Entity entity = engine.createEntity();
            entity.add(body);
            engine.addEntity(entity);
            return entity;
        }

        /** What an Ashley {@code IteratingSystem} does in one pass: every entity of the family, its body by mapper. */
        void updateAll(Arena arena) {
            for (int i = 0, n = withBody.size(); i < n; i++) {
                bodies.get(withBody.get(i)).update(arena);
            }
        }
    }

    /** Dominion 0.9.0: entities each made with one {@link Body}. */
    static final class DominionStore {
        final Dominion dominion = Dominion.create();

        Entity add(Body body) {
            return dominion.createEntity(body);
        }

        void updateAll(Arena arena) {
            for (Results.With1<Body> result : dominion.findEntitiesWith(Body.class)) {
                result.comp().update(arena);
            }
        }
    }
}
