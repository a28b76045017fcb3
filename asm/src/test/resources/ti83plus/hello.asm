; romlab's own TI-83 Plus program for Ti83PlusProgramTest, written as calculator programmers write one for
; spasm-ng: the include file, the two-byte token header, ROM calls through bcall() and B_CALL, an error guard, a
; conditional, an escape in a string.
.nolist
#include "ti83plus-forms.inc"
#define CALC83
.list
    .org userMem-2
    .db t2ByteTok, tasmCmp
#ifdef CALC83
    bcall(_ClrLCDFull)
#else
    call _ClrLCDFull
#endif
    GuardOn(done)
    ld hl,0
    ld (penCol),hl
    ld hl,greeting
    bcall(_PutS) \ B_CALL _NewLine
    GuardOff
done:
    ret
greeting:
    .db "Dice \"d20\" ready",0
.end
This line is after .end and never read.
