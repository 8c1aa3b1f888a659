x = b'\x4'
# expect error: SyntaxError: (value error) invalid \x escape at position 0
