a = b = 1
del *a, b
# expect error: SyntaxError: cannot delete starred
