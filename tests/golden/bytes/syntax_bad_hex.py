x = b'\x4'
# expect error: syntax_bad_hex.py:1:5: error: (value error) invalid \x escape at position 0
