f = lambda *xs: len(xs)
# no-cross-check: Weft-specific compile error
# expect error: lambda_star.py:1:12: error: star (*args and keyword-only) parameters are not supported in Weft
