(a.b := 1)
# expect error: SyntaxError: cannot use assignment expressions with attribute
