q = 1
global q
# expect error: SyntaxError: name 'q' is assigned to before global declaration
