x = b'a' 'b'
# expect error: SyntaxError: cannot mix bytes and nonbytes literals
