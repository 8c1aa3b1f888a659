break
# expect error: SyntaxError: 'break' outside loop
