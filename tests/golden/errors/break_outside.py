break
# no-cross-check: Weft-specific compile error
# expect error: break_outside.py:1:1: error: 'break' outside loop
