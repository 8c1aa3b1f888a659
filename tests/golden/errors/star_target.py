first, *rest = [1, 2, 3]
# no-cross-check: Weft-specific compile error
# expect error: star_target.py:1:8: error: starred assignment targets are not supported in Weft
