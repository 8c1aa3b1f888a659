yield 1
# expect error: SyntaxError: 'yield' outside function
