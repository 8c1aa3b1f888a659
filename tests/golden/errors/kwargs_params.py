def f(a, **kw):
    return kw
# no-cross-check: Weft-specific compile error
# expect error: kwargs_params.py:1:10: error: keyword (**kwargs) parameters are not supported in Weft
