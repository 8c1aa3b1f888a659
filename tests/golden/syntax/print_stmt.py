print 'hello'
# expect error: SyntaxError: Missing parentheses in call to 'print'. Did you mean print(...)?
