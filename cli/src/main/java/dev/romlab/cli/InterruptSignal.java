package dev.romlab.cli;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;

/**
 * Ctrl-C (SIGINT) taken over while a long run is in progress, so that the run can stop cleanly and say where it
 * stopped, instead of the JVM ending at once. It goes through {@code sun.misc.Signal} of the module
 * {@code jdk.unsupported}, looked up reflectively: a JVM without it keeps the default (Ctrl-C ends the
 * process), and the build has no warnings about internal API. The first Ctrl-C calls the action and gives the
 * signal back to the default handler, so a second one ends romlab at once (e.g. when the program waits for
 * console input, which no stop request can interrupt).
 */
final class InterruptSignal implements AutoCloseable {

    /** The exit code of a command Ctrl-C stopped: 128 + SIGINT's number, as shells report it. */
    static final int EXIT_CODE = 130;

    private static final String SIGNAL = "sun.misc.Signal";
    private static final String HANDLER = "sun.misc.SignalHandler";

    private final Object signal;
    private final Object previous;
    private final Method handle;

    private InterruptSignal(Object signal, Object previous, Method handle) {
        this.signal = signal;
        this.previous = previous;
        this.handle = handle;
    }

    /** Calls {@code action} on the first Ctrl-C until {@link #close}; a no-op where the JVM cannot do it. */
    static InterruptSignal install(Runnable action) {
        try {
            Class<?> signalClass = Class.forName(SIGNAL);
            Class<?> handlerClass = Class.forName(HANDLER);
            Object signal = signalClass.getConstructor(String.class).newInstance("INT");
            Method handle = signalClass.getMethod("handle", signalClass, handlerClass);
            Object[] previous = new Object[1];
            Object handler = Proxy.newProxyInstance(InterruptSignal.class.getClassLoader(), new Class<?>[] {handlerClass},
                    (proxy, method, args) -> switch (method.getName()) {
                        case "handle" -> {
                            handle.invoke(null, signal, previous[0]);
                            action.run();
                            yield null;
                        }
                        case "hashCode" -> System.identityHashCode(proxy);
                        case "equals" -> proxy == args[0];
                        default -> "romlab's Ctrl-C handler";
                    });
            previous[0] = handle.invoke(null, signal, handler);
            return new InterruptSignal(signal, previous[0], handle);
        } catch (ReflectiveOperationException | LinkageError | IllegalArgumentException e) {
            return new InterruptSignal(null, null, null); // no sun.misc.Signal, or SIGINT is the JVM's own here
        }
    }

    /** Gives Ctrl-C back to the handler it had before. */
    @Override
    public void close() {
        if (handle == null) {
            return;
        }
        try {
            handle.invoke(null, signal, previous);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot restore the Ctrl-C handler", e);
        }
    }
}
