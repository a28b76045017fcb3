/**
 * Independent reference models of the Z80 routines of the seed "Rolling D20s on the Z80"
 * (seeds/000_2f3497d144b7da85.txt): {@link dev.romlab.kernels.z80.model.LfsrModel} (z80rand),
 * {@link dev.romlab.kernels.z80.model.Reductions} (SRLU8, MAXU8, rollDie after z80rand),
 * {@link dev.romlab.kernels.z80.model.Arithmetic} (MulHbyL, DivHLbyBC) and
 * {@link dev.romlab.kernels.z80.model.Timings} (T-states per call).
 *
 * <p>Each is written from what the published instructions compute, never by running them, so that a difference
 * between these models and the emulator points at one of the two. Where the seed's prose or printed tables say
 * something the code does not do, the code wins: each class lists those findings in its own documentation.
 */
package dev.romlab.kernels.z80.model;
