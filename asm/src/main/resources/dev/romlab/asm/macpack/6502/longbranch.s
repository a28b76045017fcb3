; .macpack longbranch: romlab's own macros, written to behave as ca65's package of that name (bytes checked
; against ca65 2.19): jeq jne jmi jpl jcs jcc jvs jvc branch directly when the target is a label defined above
; within reach backward; otherwise (a target further down, out of reach, or a number) the opposite branch skips
; a jmp to the target.
.macro __romlab_longbranch taken, opposite, target
    .if .match({target}, 0)
        opposite *+5
        jmp target
    .elseif .const((target) - *)
        .if * + 2 - (target) <= 127
            taken target
        .else
            opposite *+5
            jmp target
        .endif
    .else
        opposite *+5
        jmp target
    .endif
.endmacro

.macro jeq target
        __romlab_longbranch beq, bne, target
.endmacro

.macro jne target
        __romlab_longbranch bne, beq, target
.endmacro

.macro jmi target
        __romlab_longbranch bmi, bpl, target
.endmacro

.macro jpl target
        __romlab_longbranch bpl, bmi, target
.endmacro

.macro jcs target
        __romlab_longbranch bcs, bcc, target
.endmacro

.macro jcc target
        __romlab_longbranch bcc, bcs, target
.endmacro

.macro jvs target
        __romlab_longbranch bvs, bvc, target
.endmacro

.macro jvc target
        __romlab_longbranch bvc, bvs, target
.endmacro
