def f(*, a, /):
    pass
# expect error: params_slash_after_star.py:1:13: error: / must be ahead of *
