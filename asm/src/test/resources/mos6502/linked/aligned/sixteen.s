; its part of CODE starts at a multiple of 16 within the segment, the gap the area's fill value
        .align 16
        .byte 4
