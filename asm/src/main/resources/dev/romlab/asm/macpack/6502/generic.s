; .macpack generic: romlab's own macros, written to behave as ca65's package of that name (ca65 Users Guide,
; "Macro packages"; bytes checked against ca65 2.19): add and sub clear or set the carry first, then the
; unsigned comparisons and zero tests as branches.
.macro add operand, index
        clc
    .ifblank index
        adc operand
    .else
        adc operand, index
    .endif
.endmacro

.macro sub operand, index
        sec
    .ifblank index
        sbc operand
    .else
        sbc operand, index
    .endif
.endmacro

; greater or equal: carry set
.macro bge target
        bcs target
.endmacro

; less: carry clear
.macro blt target
        bcc target
.endmacro

; greater: carry set and not equal
.macro bgt target
        .local equal
        beq equal
        bcs target
equal:
.endmacro

; less or equal: equal, or carry clear
.macro ble target
        beq target
        bcc target
.endmacro

.macro bnz target
        bne target
.endmacro

.macro bze target
        beq target
.endmacro
