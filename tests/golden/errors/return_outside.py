return 5
# expect error: SyntaxError: 'return' outside function
