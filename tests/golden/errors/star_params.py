def f(*args):
    return args
# no-cross-check: Weft-specific compile error
# expect error: star_params.py:1:7: error: star (*args and keyword-only) parameters are not supported in Weft
