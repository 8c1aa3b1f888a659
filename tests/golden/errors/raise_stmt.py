raise ValueError("no")
# no-cross-check: Weft-specific compile error
# expect error: raise_stmt.py:1:1: error: exceptions (raise) are not supported in Weft
