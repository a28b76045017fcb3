/**
 * Independent reference models of the random-number generator and the dice roll of Backgammon for the Famicom Disk
 * System (seeds/001_7ca0ef6fade64a17.txt, bundled as {@code roms/6502/backgammon/backgammon.s65}):
 * {@link dev.romlab.kernels.backgammon.model.FaithfulGenerator} is what the listing's instructions compute, with
 * {@link dev.romlab.kernels.backgammon.model.Timings} the cycles they take;
 * {@link dev.romlab.kernels.backgammon.model.SubtractiveGenerator} is the algorithm the listing's comments name
 * (Knuth's subtractive generator in the Numerical Recipes {@code ran3} arrangement, modulus 180);
 * {@link dev.romlab.kernels.backgammon.model.Roll} is GetDiceRoll's arithmetic and look-up table.
 *
 * <p>Each is written from the listing and the literature, never by running the code, so that a difference between
 * a model and the emulator points at one of the two.
 */
package dev.romlab.kernels.backgammon.model;
