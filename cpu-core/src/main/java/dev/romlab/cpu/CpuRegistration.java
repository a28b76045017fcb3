package dev.romlab.cpu;

/**
 * How a CPU registers itself: a class with a public no-argument constructor, named in
 * {@code META-INF/services/dev.romlab.cpu.CpuRegistration} of its module's resources (the
 * {@link java.util.ServiceLoader} convention). A test registers a made-up CPU the same way, from its test
 * resources.
 */
public interface CpuRegistration {

    CpuDescription describe();
}
