# fixture: fail stderr lacks the line: SyntaxError: nope
x = (1 +
# expect error: SyntaxError: nope
