; z80rand: the LFSR generator of seed 000 ("Rolling D20s on the Z80", seeds/000_2f3497d144b7da85.txt), instruction
; for instruction as published. No .org: programs include it (../lfsr.asm, ../rolldie.asm).
; Gap fills (roms/README.md, "Seed 000"):
; - the label z80rand: the listing has none; rollDie calls it by this name.
; - the data area _LFSRSeed (8 bytes, byte k = bits 8k..8k+7 of the state), placed right after the code with a
;   default state; the post never shows where the seed lives or how it is seeded. An all-zero state would stay
;   zero forever (every byte shifted in is an XOR of zeros), so the default is non-zero: $2F3497D144B7DA85, the
;   hash in the seed document's file name.
z80rand:
;James Montelongo
;optimized by Spencer Putt
;out:
; a = 8 bit random number
; clobbers ALL
ld hl,_LFSRSeed+4
ld e,(hl)
inc hl
ld d,(hl)
inc hl
ld c,(hl)
inc hl
ld a,(hl)
ld b,a
rl e \ rl d
rl c \ rla
rl e \ rl d
rl c \ rla
rl e \ rl d
rl c \ rla
ld h,a
rl e \ rl d
rl c \ rla
xor b
rl e \ rl d
xor h
xor c
xor d
ld hl,_LFSRSeed+6
ld de,_LFSRSeed+7
ld bc,7
lddr
ld (de),a
ret
_LFSRSeed:
.db $85,$DA,$B7,$44,$D1,$97,$34,$2F
