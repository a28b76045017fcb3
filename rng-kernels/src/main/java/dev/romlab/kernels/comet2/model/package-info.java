/**
 * Pure-Java models of seed 004's programs ({@code roms/mlfe/rand.fe}, {@code roms/mlfe/minesweeper.fe}) and of
 * their CASL II port ({@code roms/comet2/minesweeper.cas}): the faithful ones, written from what each instruction
 * does, path by path, with the instructions and cost units they take; the intended ones, the algorithms the
 * chapter names (Marsaglia's xorshift128 with its state kept, values uniform in [A, B)); and the board SHOWF prints.
 * None of them runs the emulator.
 */
package dev.romlab.kernels.comet2.model;
