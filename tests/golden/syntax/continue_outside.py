x = 1
continue
# expect error: SyntaxError: 'continue' not properly in loop
