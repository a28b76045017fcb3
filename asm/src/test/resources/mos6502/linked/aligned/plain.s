; no alignment: its part follows the one before directly
.import one
        jmp one
