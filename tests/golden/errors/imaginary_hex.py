z = 0x10j
# expect error: SyntaxError: invalid hexadecimal literal
