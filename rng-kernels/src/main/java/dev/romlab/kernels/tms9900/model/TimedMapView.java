package dev.romlab.kernels.tms9900.model;

/** A view and the clock cycles the routine took to draw it on a TI-99/4A (wait states included). */
public record TimedMapView(MapView view, long cycles) {
}
