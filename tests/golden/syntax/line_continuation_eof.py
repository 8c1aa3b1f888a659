# A backslash at the very end of the file: the caret just past it, as CPython 3.11
# expect error: SyntaxError: unexpected EOF while parsing
x = 1 \