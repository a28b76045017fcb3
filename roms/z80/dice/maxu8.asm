; MAXU8, the bit-mask range reduction: a TI-83+ program of seed 000
; ("Rolling D20s on the Z80", seeds/000_2f3497d144b7da85.txt). The routine is in routines/maxu8.asm, as
; published. Gap fills (roms/README.md, "Seed 000"): user programs run at $9D95 on the TI-83+; no call
; harness here: the kernels (rng-kernels) call the routine's label with its input registers set.
; rangeMax: the post gives no value; 20 (its d20 example) unless -D rangeMax=N sets it.
rangeMax .equ 20
.org $9D95
.include "routines/maxu8.asm"
