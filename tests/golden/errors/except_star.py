# no-cross-check: a Weft restriction (CPython runs this program)
try:
    pass
except* ValueError:
    pass
# expect error: SyntaxError: exception groups (except*) are not supported in Weft
