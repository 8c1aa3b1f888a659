x = 1
    y = 2
# expect error: IndentationError: unexpected indent
