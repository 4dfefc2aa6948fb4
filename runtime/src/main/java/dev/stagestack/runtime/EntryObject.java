package dev.stagestack.runtime;

import dev.stagestack.runtime.objects.GameObject;

/**
 * A game object living in one entry's {@link dev.stagestack.runtime.objects.ObjectStore}
 * ({@link Context#objects()}): {@code update} gets the entry's context once per tick the
 * behaviour chooses to update, {@code render} the surface it draws on, {@code event} the name of an
 * input (key name, button label or signal name) the behaviour forwards to it.
 */
public interface EntryObject extends GameObject<Context, Surface, String> {}
