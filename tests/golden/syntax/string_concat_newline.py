s = 'a' +
'b'
# expect error: SyntaxError: invalid syntax
