d = {k: k * 2 for k in range(3)}
# no-cross-check: Weft-specific compile error
# expect error: dict_comp.py:1:5: error: dict comprehensions are not supported in Weft
