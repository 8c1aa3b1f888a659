# no-cross-check: Weft's traceback objects have no frames (docs/language.md)
try:
    1 / 0
except ZeroDivisionError as e:
    tb = e.__traceback__
    print(type(tb).__name__, tb.tb_lineno, tb.tb_next, hasattr(tb, "tb_frame"), e.with_traceback(None) is e)
# expect: traceback 3 None False True
