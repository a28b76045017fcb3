; DivHLbyBC of seed 000 (seeds/000_2f3497d144b7da85.txt), instruction for instruction as published, comments
; included. No .org: ../divhlbybc.asm is the program.
; Subtracts BC until HL borrows and counts the subtractions in DE: HL = HL / BC (unsigned, rounded down), 40
; T-states a subtraction; BC = 0 never borrows, so it never returns. `and 0` clears carry before the first sbc.
DivHLbyBC:
; HL = HL / BC
; clobbers HL, BC, AF
push de
ld de,0
and 0
_dsl:
sbc hl,bc ; HL -= BC
jr c,_dds ; if > 0
inc de
jr _dsl ; inc DE / LOOP
_dds:
ld h,d
ld l,e
pop de
ret
