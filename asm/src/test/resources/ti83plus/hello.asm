; A TI-83 Plus assembly program as calculator programmers write it for spasm-ng: the include file, the
; two-byte token header, ROM calls through bcall(), an error handler (romlab's own test program).
.nolist
#include "ti83plus-forms.inc"
#define TI83P
.list
    .org userMem-2
    .db t2ByteTok, tasmCmp
#ifdef TI83P
    bcall(_ClrLCDFull)
#else
    call _ClrLCDFull
#endif
    AppOnErr(failed)
    ld hl,0
    ld (penCol),hl
    ld hl,message
    bcall(_PutS) \ bcall(_NewLine)
    AppOffErr
failed:
    ret
message:
    .db "Hello, world!",0
.end
This line is after .end and never read.
