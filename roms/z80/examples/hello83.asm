; hello83.asm: a TI-83 Plus assembly program in the usual form, for `romlab asm --format 8xp`: it clears the
; screen, prints one line and returns to the OS. On the calculator: Asm(prgmHELLO83).
; The equates are those of TI's ti83plus.inc (TI-83 Plus SDK), written out so the file needs no include.
t2ByteTok   .equ $BB        ; first byte of a two-byte token
tAsmCmp     .equ $6D        ; the token that marks a compiled assembly program
userMem     .equ $9D95      ; where the OS copies a program and runs it
_ClrLCDFull .equ $4540
_HomeUp     .equ $4558
_PutS       .equ $450A
_NewLine    .equ $452E
.addinstr B_CALL * EF 3 NOP 1   ; as spasm-ng's ti83plus.inc adds it: B_CALL x is rst $28 \ .dw x

.org userMem-2
.db t2ByteTok,tAsmCmp
    rst $28 \ .dw _ClrLCDFull   ; bcall(_ClrLCDFull): rst $28 calls the OS routine named by the word after it
    B_CALL _HomeUp              ; the same call as an instruction
    ld hl,message
    B_CALL _PutS
    B_CALL _NewLine
    ret
message:
.db "Hello from romlab",0
