; entry.asm: a program whose first byte is data, not code: `END start` names where it starts, so that
; `romlab exec` runs it from there and `asm --format hex` writes that address into the end-of-file record.
    .org $8000
greeting:
    .db "hi",0
start:
    ld hl,greeting
    ld a,(hl)
    halt
    end start
