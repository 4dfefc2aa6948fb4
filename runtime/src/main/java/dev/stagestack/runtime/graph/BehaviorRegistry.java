package dev.stagestack.runtime.graph;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;

/** The behaviours a run can use, by id. Immutable. */
public final class BehaviorRegistry {

    private final Map<String, BehaviorProvider> providers;

    private BehaviorRegistry(Map<String, BehaviorProvider> providers) {
        this.providers = providers;
    }

    /** The providers registered with {@link ServiceLoader} on the class path of this class. */
    public static BehaviorRegistry load() {
        return load(BehaviorRegistry.class.getClassLoader());
    }

    /** The providers registered with {@link ServiceLoader} visible to {@code loader}. */
    public static BehaviorRegistry load(ClassLoader loader) {
        return of(ServiceLoader.load(BehaviorProvider.class, loader).stream()
                .map(ServiceLoader.Provider::get)
                .toList());
    }

    /** A registry of exactly these providers; ids must be unique. */
    public static BehaviorRegistry of(Collection<? extends BehaviorProvider> providers) {
        Map<String, BehaviorProvider> byId = new LinkedHashMap<>();
        for (BehaviorProvider p : providers) {
            if (byId.putIfAbsent(p.id(), p) != null) {
                throw new IllegalArgumentException("two behaviours are registered as \"" + p.id() + "\"");
            }
        }
        return new BehaviorRegistry(byId);
    }

    /** A registry without behaviours: graphs without code run with it. */
    public static BehaviorRegistry empty() {
        return of(List.of());
    }

    /** The provider registered under {@code id}, if any. */
    public Optional<BehaviorProvider> find(String id) {
        return Optional.ofNullable(providers.get(id));
    }

    /** The registered ids, in registration order. */
    public Set<String> ids() {
        return providers.keySet();
    }
}
