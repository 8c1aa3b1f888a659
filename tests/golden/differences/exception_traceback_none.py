# no-cross-check: Weft's exceptions carry no traceback objects (docs/language.md)
try:
    1 / 0
except ZeroDivisionError as e:
    print(e.__traceback__, e.with_traceback(None) is e)
# expect: None True
