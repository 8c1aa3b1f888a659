a, *b, *c = [1, 2, 3]
# expect error: SyntaxError: multiple starred expressions in assignment
