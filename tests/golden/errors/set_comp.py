s = {k for k in range(3)}
# no-cross-check: Weft-specific compile error
# expect error: set_comp.py:1:5: error: set comprehensions are not supported in Weft
