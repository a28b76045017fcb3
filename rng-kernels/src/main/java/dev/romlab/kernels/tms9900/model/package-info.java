/**
 * Independent reference models of the map-view routine of seed 003, a TI-99/4A CRPG developer's diary
 * (seeds/003_023cecbd7f8514d3.txt, "Part 7: Map Processing"), and of the cycles of the copy loops it discusses:
 * pure Java, no emulator, no assembler.
 *
 * <p>{@link dev.romlab.kernels.tms9900.model.FaithfulMapView} is what the published instructions do, clock cycle
 * for clock cycle ({@link dev.romlab.kernels.tms9900.model.Timing}, from the TMS9900 data manual);
 * {@link dev.romlab.kernels.tms9900.model.IntendedMapView} is what the diary's prose says each stage does. The
 * inputs are a {@link dev.romlab.kernels.tms9900.model.MapViewInput}: a
 * {@link dev.romlab.kernels.tms9900.model.TileMap} (bundled ones in
 * {@link dev.romlab.kernels.tms9900.model.BundledMaps}), the player, the edge mode, the slant, mobs and light.
 */
package dev.romlab.kernels.tms9900.model;
