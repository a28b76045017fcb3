; mul8.asm: HL = H × L by shift and add (our own code), the user's routine of README.md "Your own routine as a
; kernel": mul8.kernel.toml beside it checks it against the Troll expression h * l over all 65,536 inputs.
.org $9D95
Mul8:
    ld e,l          ; the multiplicand in DE
    ld d,0
    ld a,h          ; the multiplier in A, its top bit first
    ld h,d
    ld l,d          ; HL = 0
    ld b,8
Mul8Loop:
    add hl,hl       ; the product so far, doubled
    rla             ; the multiplier's next bit into carry
    jr nc,Mul8Next
    add hl,de
Mul8Next:
    djnz Mul8Loop
    ret
