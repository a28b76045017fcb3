; its part of CODE aligned to 256 (its .align), a later .align padding with $55
.export one
        .align 256
one:    .byte 1, 2, 3
        .align 8, $55
        .byte 6
