def f(x):
    y = x
  return y
# expect error: IndentationError: unindent does not match any outer indentation level
