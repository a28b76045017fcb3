; z80rand, the LFSR generator, with its 8-byte state _LFSRSeed: a TI-83+ program of seed 000
; ("Rolling D20s on the Z80", seeds/000_2f3497d144b7da85.txt). The routine is in routines/z80rand.asm, as
; published. Gap fills (roms/README.md, "Seed 000"): user programs run at $9D95 on the TI-83+; no call
; harness here: the kernels (rng-kernels) call the routine's label with its input registers set.
.org $9D95
.include "routines/z80rand.asm"
